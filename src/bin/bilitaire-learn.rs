abstrakta::bundle!(abstrakta::components::LearnPages<abstrakta_engine::bilitaire::Position>);
