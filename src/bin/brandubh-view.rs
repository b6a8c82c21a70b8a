abstrakta::bundle!(abstrakta::components::ViewerPages<abstrakta_engine::brandubh::Position>);
