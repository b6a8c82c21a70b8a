abstrakta::bundle!(abstrakta::components::GamePages<abstrakta_engine::brandubh::Position>);
