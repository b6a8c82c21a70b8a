abstrakta::bundle!(abstrakta::components::AnalysisPages<abstrakta_engine::bilitaire::Position>);
