abstrakta::bundle!(abstrakta::components::GamePages<abstrakta_engine::topquark::Position>);
