abstrakta::bundle!(abstrakta::components::AnalysisPages<abstrakta_engine::brandubh::Position>);
