abstrakta::bundle!(abstrakta::components::AnalysisPages<abstrakta_engine::topquark::Position>);
