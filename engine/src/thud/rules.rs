//! Thud's variant options.

/// Which adjacent dwarfs a troll takes (the rules' **\[choice\]**).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum CaptureRule {
    /// After a step any subset of the adjacent dwarfs (none included); after a
    /// shove any non-empty subset.
    #[default]
    Subset,
    /// A step captures none or all adjacent dwarfs; a shove captures all.
    AllOrNone,
    /// A step captures none or exactly one; a shove captures all.
    Single,
}

impl CaptureRule {
    /// Every rule, the default first.
    pub const ALL: [CaptureRule; 3] = [CaptureRule::Subset, CaptureRule::AllOrNone, CaptureRule::Single];
}

/// Variant options of Thud.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Rules {
    /// Which adjacent dwarfs a troll takes.
    pub capture: CaptureRule,
}
