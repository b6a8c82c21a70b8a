abstrakta::bundle!(abstrakta::components::EditorPages<abstrakta_engine::bilitaire::Position>);
