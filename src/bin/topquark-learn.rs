abstrakta::bundle!(abstrakta::components::LearnPages<abstrakta_engine::topquark::Position>);
