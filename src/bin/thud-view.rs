abstrakta::bundle!(abstrakta::components::ViewerPages<abstrakta_engine::thud::Position>);
