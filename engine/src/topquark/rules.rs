//! The options of Top Quark's rules.

/// How copies of the opponent's move are counted (the rules' **\[choice\]**).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum CopyRule {
    /// At most 3 copies in a row; any other move starts the count again.
    #[default]
    Consecutive,
    /// At most 3 copies in the whole game.
    Total,
}

impl CopyRule {
    /// Every rule, the default first.
    pub const ALL: [CopyRule; 2] = [CopyRule::Consecutive, CopyRule::Total];
}

/// The options of the rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Rules {
    /// How copies are counted.
    pub copies: CopyRule,
}
