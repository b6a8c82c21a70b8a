abstrakta::bundle!(abstrakta::components::EditorPages<abstrakta_engine::topquark::Position>);
