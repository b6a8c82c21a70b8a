//! The options of the rules.

/// How the jumper may jump when nothing is announced (the rules' **\[choice\]**).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ChainRule {
    /// Any chain of one jump or more, stopping after any jump.
    #[default]
    Free,
    /// Single jumps only; a chain only when the pusher announces one.
    Single,
}

impl ChainRule {
    /// Every rule, the default first.
    pub const ALL: [ChainRule; 2] = [ChainRule::Free, ChainRule::Single];
}

/// The options of the rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Rules {
    /// Chains without an announcement.
    pub chains: ChainRule,
}
