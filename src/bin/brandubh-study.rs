abstrakta::bundle!(abstrakta::components::StudyPages<abstrakta_engine::brandubh::Position>);
