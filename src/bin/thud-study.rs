abstrakta::bundle!(abstrakta::components::StudyPages<abstrakta_engine::thud::Position>);
