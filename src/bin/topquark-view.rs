abstrakta::bundle!(abstrakta::components::ViewerPages<abstrakta_engine::topquark::Position>);
