abstrakta::bundle!(abstrakta::components::LearnPages<abstrakta_engine::thud::Position>);
