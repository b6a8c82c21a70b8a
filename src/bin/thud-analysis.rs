abstrakta::bundle!(abstrakta::components::AnalysisPages<abstrakta_engine::thud::Position>);
