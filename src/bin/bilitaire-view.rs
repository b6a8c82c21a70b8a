abstrakta::bundle!(abstrakta::components::ViewerPages<abstrakta_engine::bilitaire::Position>);
