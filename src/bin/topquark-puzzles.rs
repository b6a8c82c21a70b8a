abstrakta::bundle!(abstrakta::components::PuzzlePages<abstrakta_engine::topquark::Position>);
