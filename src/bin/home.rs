abstrakta::bundle!(abstrakta::components::HomePages);
