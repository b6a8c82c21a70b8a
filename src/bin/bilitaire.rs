abstrakta::bundle!(abstrakta::components::GamePages<abstrakta_engine::bilitaire::Position>);
