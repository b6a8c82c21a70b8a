//! Brandubh's rule options: the seed's rules by default, and the choices that
//! OpenTafl's rules records make (king strength and arms, throne hostility,
//! what a threefold repetition does).

use super::moves::Piece;

/// What a threefold repetition does (the rules' **\[choice\]**; OpenTafl's `tfr`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum RepetitionRule {
    /// The player whose move produced the third occurrence wins: the opponent
    /// forced it (the seed's default; OpenTafl's `tfr:l`).
    #[default]
    MoverWins,
    /// The player whose move produced the third occurrence loses (OpenTafl's `tfr:w`).
    MoverLoses,
    /// The game is drawn (OpenTafl's `tfr:d`, its default).
    Draw,
    /// Repetition does not end the game (OpenTafl's `tfr:i`; also for replaying
    /// records of sites that did not enforce it).
    NotEnforced,
}

/// How the king is captured (OpenTafl's `ks`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum KingRule {
    /// The seed's: on the throne by attackers on all four sides; anywhere else,
    /// beside the throne too, like a soldier (two in line).
    #[default]
    Throne,
    /// Like a soldier everywhere, on the throne too (OpenTafl's `ks:w` or `ks:n`).
    Weak,
    /// On the throne by four attackers; beside it by attackers on the other
    /// three sides; elsewhere like a soldier (OpenTafl's `ks:c`).
    StrongCentre,
    /// Only when every side is an attacker or a square hostile to him; never
    /// against the board's edge (OpenTafl's `ks:s` or `ks:y`).
    Strong,
    /// When every side on the board is an attacker or a square hostile to him:
    /// the edge closes one side (OpenTafl's `ks:m`).
    Middleweight,
}

/// What the king does in captures (OpenTafl's `ka`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum KingArms {
    /// He captures by moving and closes captures as the far piece (`ka:y`).
    #[default]
    Armed,
    /// He captures by moving only (`ka:h`).
    Hammer,
    /// He closes captures as the far piece only (`ka:a`).
    Anvil,
    /// He takes no part in captures (`ka:n`).
    Unarmed,
}

impl KingArms {
    /// Whether a move of the king captures.
    #[must_use]
    pub const fn hammer(self) -> bool {
        matches!(self, KingArms::Armed | KingArms::Hammer)
    }

    /// Whether the king closes a capture as the far piece.
    #[must_use]
    pub const fn anvil(self) -> bool {
        matches!(self, KingArms::Armed | KingArms::Anvil)
    }
}

/// Whether attackers win by enclosing every defender (OpenTafl's `surf`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum EncircleRule {
    /// Enclosing decides nothing (the seed's; `surf:n`).
    #[default]
    No,
    /// An attacker's move after which no defender, the king included, can
    /// reach the board's edge through squares free of attackers wins (`surf:y`).
    AttackersWin,
}

/// The pieces a square is hostile to: a set of attacker, defender and king.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Hostility(u8);

impl Hostility {
    const ATTACKER_BIT: u8 = 1;
    const DEFENDER_BIT: u8 = 2;
    const KING_BIT: u8 = 4;
    /// Hostile to nobody.
    pub const NOBODY: Hostility = Hostility(0);
    /// Hostile to attackers only.
    pub const ATTACKERS: Hostility = Hostility(Self::ATTACKER_BIT);
    /// Hostile to defenders only.
    pub const DEFENDERS: Hostility = Hostility(Self::DEFENDER_BIT);
    /// Hostile to the soldiers of both sides, not to the king.
    pub const SOLDIERS: Hostility = Hostility(Self::ATTACKER_BIT | Self::DEFENDER_BIT);
    /// Hostile to every piece, the king included.
    pub const ALL: Hostility = Hostility(Self::ATTACKER_BIT | Self::DEFENDER_BIT | Self::KING_BIT);

    /// The set of the given pieces.
    #[must_use]
    pub const fn of(attacker: bool, defender: bool, king: bool) -> Hostility {
        Hostility(
            (if attacker { Self::ATTACKER_BIT } else { 0 })
                | (if defender { Self::DEFENDER_BIT } else { 0 })
                | (if king { Self::KING_BIT } else { 0 }),
        )
    }

    /// Hostile to the king only.
    pub const KING: Hostility = Hostility(Self::KING_BIT);

    /// Whether it is hostile to attackers.
    #[must_use]
    pub const fn to_attacker(self) -> bool {
        self.0 & Self::ATTACKER_BIT != 0
    }

    /// Whether it is hostile to defenders (the king aside).
    #[must_use]
    pub const fn to_defender(self) -> bool {
        self.0 & Self::DEFENDER_BIT != 0
    }

    /// Whether it is hostile to the king.
    #[must_use]
    pub const fn to_king(self) -> bool {
        self.0 & Self::KING_BIT != 0
    }

    /// Whether the square is hostile to `piece`.
    #[must_use]
    pub const fn to(self, piece: Piece) -> bool {
        let bit = match piece {
            Piece::Attacker => Self::ATTACKER_BIT,
            Piece::Defender => Self::DEFENDER_BIT,
            Piece::King => Self::KING_BIT,
        };
        self.0 & bit != 0
    }
}

/// Variant options of Brandubh: the seed's rules by default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Rules {
    /// What a threefold repetition does.
    pub repetition: RepetitionRule,
    /// How the king is captured.
    pub king: KingRule,
    /// What the king does in captures.
    pub arms: KingArms,
    /// Whom the empty throne is hostile to (OpenTafl's `cenhe`): the seed's
    /// soldiers of both sides.
    pub empty_throne: Hostility,
    /// Whom the throne with the king on it is hostile to (OpenTafl's `cenh`):
    /// the seed's attackers.
    pub king_throne: Hostility,
    /// Whether enclosing every defender wins.
    pub encircle: EncircleRule,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::SEED
    }
}

impl Rules {
    /// The seed's rules.
    pub const SEED: Rules = Rules {
        repetition: RepetitionRule::MoverWins,
        king: KingRule::Throne,
        arms: KingArms::Armed,
        empty_throne: Hostility::SOLDIERS,
        king_throne: Hostility::ATTACKERS,
        encircle: EncircleRule::No,
    };

    /// OpenTafl's Brandub (`dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe:`):
    /// a weak king everywhere, a throne that is never hostile, and a third
    /// repetition that draws.
    pub const OPENTAFL: Rules = Rules {
        repetition: RepetitionRule::Draw,
        king: KingRule::Weak,
        arms: KingArms::Armed,
        empty_throne: Hostility::NOBODY,
        king_throne: Hostility::NOBODY,
        encircle: EncircleRule::No,
    };

    /// The seed's rules with `repetition` (the one option of earlier versions).
    #[must_use]
    pub const fn with_repetition(repetition: RepetitionRule) -> Rules {
        Rules {
            repetition,
            ..Rules::SEED
        }
    }
}
