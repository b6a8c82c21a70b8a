abstrakta::bundle!(abstrakta::components::LearnPages<abstrakta_engine::brandubh::Position>);
