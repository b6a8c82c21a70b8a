abstrakta::bundle!(abstrakta::components::EditorPages<abstrakta_engine::brandubh::Position>);
