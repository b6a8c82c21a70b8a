abstrakta::bundle!(abstrakta::components::PuzzlePages<abstrakta_engine::brandubh::Position>);
