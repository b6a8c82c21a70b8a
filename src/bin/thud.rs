abstrakta::bundle!(abstrakta::components::GamePages<abstrakta_engine::thud::Position>);
