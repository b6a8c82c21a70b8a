abstrakta::bundle!(abstrakta::components::StudyPages<abstrakta_engine::bilitaire::Position>);
