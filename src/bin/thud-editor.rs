abstrakta::bundle!(abstrakta::components::EditorPages<abstrakta_engine::thud::Position>);
