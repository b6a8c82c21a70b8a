abstrakta::bundle!(abstrakta::components::StudyPages<abstrakta_engine::topquark::Position>);
