//! OpenTafl's rules records (`dim:7 name:Brandub surf:n ks:w cenh: cenhe:
//! start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`): every field OpenTafl's notation
//! defines is either applied to [`Rules`] or refused with the field named; a
//! field it does not define is ignored, as the notation says.

use alloc::string::{String, ToString};

use super::position::{position_record, read_position, PositionRecordError};
use crate::brandubh::{EncircleRule, Hostility, KingArms, KingRule, RepetitionRule, Rules, Setup};
use crate::game::Side;

/// A private field that says the seed's king (strong on the throne only),
/// which OpenTafl's `ks` cannot: written with `ks:c`, the closest it has.
pub const SEED_KING_FIELD: &str = "abstrakta-king";

/// A rules record read: the rules, the start, and the variant's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesRecord {
    /// The rules.
    pub rules: Rules,
    /// The start position, the side to move from `atkf`.
    pub start: Setup,
    /// The `name` field, if any.
    pub name: Option<String>,
}

/// Why a rules record was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesRecordError {
    /// The record does not begin with `dim:`.
    #[error("a rules record begins with dim:")]
    DimFirst,
    /// The board is not 7×7.
    #[error("dim:{0}: abstrakta plays Brandubh's 7×7 board only (dim:7)")]
    Dimension(String),
    /// There is no `start:` field.
    #[error("a rules record ends with start: and the start position")]
    NoStart,
    /// A field's value is not one the notation defines.
    #[error("{field}:{value}: expected {expected}")]
    BadValue {
        /// The field.
        field: String,
        /// Its value.
        value: String,
        /// What the notation allows.
        expected: &'static str,
    },
    /// A rule that abstrakta's Brandubh does not play.
    #[error("{field}:{value}: {why}")]
    Unsupported {
        /// The field.
        field: String,
        /// Its value (as written, or the notation's default).
        value: String,
        /// What abstrakta plays instead.
        why: &'static str,
    },
    /// The start position.
    #[error("start: {0}")]
    Start(PositionRecordError),
}

/// A piece-type list (`tcnkTCNK`) as the set of Brandubh's pieces it names:
/// attacker (`t`), defender (`T`), king (`K`); commanders and knights have no
/// piece here.
fn pieces(field: &str, value: &str) -> Result<Hostility, RulesRecordError> {
    if value.chars().any(|c| !"tcnkTCNK".contains(c)) {
        return Err(RulesRecordError::BadValue {
            field: field.into(),
            value: value.into(),
            expected: "a list of the piece letters t, c, n, k, T, C, N, K",
        });
    }
    Ok(Hostility::of(
        value.contains('t'),
        value.contains('T'),
        value.contains('K'),
    ))
}

/// Reads a rules record.
///
/// # Errors
/// [`RulesRecordError`] naming the first field refused.
// One arm a field, each checking its value in its own words.
#[allow(clippy::collapsible_match, clippy::too_many_lines)]
pub fn read_rules(record: &str) -> Result<RulesRecord, RulesRecordError> {
    let mut entries = record.split_whitespace().map(|e| e.split_once(':').unwrap_or((e, "")));
    match entries.next() {
        Some(("dim", "7")) => {}
        Some(("dim", other)) => return Err(RulesRecordError::Dimension(other.into())),
        _ => return Err(RulesRecordError::DimFirst),
    }
    // OpenTafl's defaults where they differ from the seed's rules.
    let mut rules = Rules {
        repetition: RepetitionRule::Draw,
        king: KingRule::Strong,
        arms: KingArms::Armed,
        empty_throne: Hostility::ALL,
        king_throne: Hostility::ATTACKERS,
        encircle: EncircleRule::AttackersWin,
    };
    let mut turn = Side::First;
    let mut start = None;
    let mut name = None;
    let mut seed_king = false;
    for (field, value) in entries {
        let bad = |expected: &'static str| RulesRecordError::BadValue {
            field: field.into(),
            value: value.into(),
            expected,
        };
        let unsupported = |why: &'static str| RulesRecordError::Unsupported {
            field: field.into(),
            value: value.into(),
            why,
        };
        match field {
            "dim" => return Err(RulesRecordError::Dimension(value.into())),
            "name" => name = Some(value.to_string()),
            "esc" => match value {
                "c" => {}
                "e" => return Err(unsupported("abstrakta's Brandubh is won in a corner (esc:c)")),
                _ => return Err(bad("c or e")),
            },
            "surf" => {
                rules.encircle = match value {
                    "y" => EncircleRule::AttackersWin,
                    "n" => EncircleRule::No,
                    _ => return Err(bad("y or n")),
                }
            }
            "atkf" => {
                turn = match value {
                    "y" => Side::First,
                    "n" => Side::Second,
                    _ => return Err(bad("y or n")),
                }
            }
            "tfr" => {
                rules.repetition = match value {
                    // The player forced to respond wins: the one who repeated loses.
                    "w" => RepetitionRule::MoverLoses,
                    "l" => RepetitionRule::MoverWins,
                    "d" => RepetitionRule::Draw,
                    "i" => RepetitionRule::NotEnforced,
                    _ => return Err(bad("w, l, d or i")),
                }
            }
            "ka" => {
                rules.arms = match value {
                    "y" => KingArms::Armed,
                    "h" => KingArms::Hammer,
                    "a" => KingArms::Anvil,
                    "n" => KingArms::Unarmed,
                    _ => return Err(bad("y, h, a or n")),
                }
            }
            "ks" => {
                rules.king = match value {
                    "y" | "s" => KingRule::Strong,
                    "n" | "w" => KingRule::Weak,
                    "c" => KingRule::StrongCentre,
                    "m" => KingRule::Middleweight,
                    _ => return Err(bad("y, s, n, w, c or m")),
                }
            }
            SEED_KING_FIELD => match value {
                "throne" => seed_king = true,
                _ => return Err(bad("throne")),
            },
            "kj" => match value {
                "n" => {}
                "r" | "j" | "c" => return Err(unsupported("the king does not jump in Brandubh (kj:n)")),
                _ => return Err(bad("n, r, j or c")),
            },
            // No knights or commanders stand on a Brandubh board.
            "nj" | "cj" => {
                if !["n", "r", "j", "c"].contains(&value) {
                    return Err(bad("n, r, j or c"));
                }
            }
            "cor" => {
                if !same_squares(value, &["a1", "g1", "a7", "g7"]) {
                    return Err(unsupported("the corners are a1, g1, a7 and g7 (cor:default)"));
                }
            }
            "cen" => {
                if !same_squares(value, &["d4"]) {
                    return Err(unsupported("the centre is d4 (cen:default)"));
                }
            }
            "afor" | "dfor" => {
                if !value.is_empty() {
                    return Err(unsupported("Brandubh has no fortresses (an empty list)"));
                }
            }
            "aforh" | "dforh" | "aforp" | "dforp" | "afors" | "dfors" | "aforre" | "dforre" | "corp" | "corre" => {
                pieces(field, value)?;
            }
            "corh" => {
                if pieces(field, value)? != Hostility::ALL {
                    return Err(unsupported("the corners are hostile to every piece (corh:tcnkTCNK)"));
                }
            }
            "cenh" => {
                let set = pieces(field, value)?;
                // The king stands on it: whether it is hostile to him says nothing.
                rules.king_throne = Hostility::of(set.to_attacker(), set.to_defender(), false);
            }
            "cenhe" => {
                let set = pieces(field, value)?;
                if ![
                    Hostility::SOLDIERS,
                    Hostility::ALL,
                    Hostility::ATTACKERS,
                    Hostility::NOBODY,
                ]
                .contains(&set)
                {
                    return Err(unsupported(
                        "the empty throne is hostile to every piece, to soldiers, to attackers or to nobody",
                    ));
                }
                rules.empty_throne = set;
            }
            "cenp" => {
                let set = pieces(field, value)?;
                if !(set.to_attacker() && set.to_defender()) {
                    return Err(unsupported("every piece passes over the empty throne (cenp:tcnkTCNK)"));
                }
            }
            "cens" | "cors" => {
                if pieces(field, value)? != Hostility::KING {
                    return Err(unsupported("only the king stops on the throne and the corners (K)"));
                }
            }
            "cenre" => {
                let set = pieces(field, value)?;
                if !set.to_king() {
                    return Err(unsupported("the king may return to the throne (cenre with K)"));
                }
            }
            "sw" => match value {
                "n" => {}
                "w" | "s" => return Err(unsupported("Brandubh has no shieldwall captures (sw:n)")),
                _ => return Err(bad("n, w or s")),
            },
            "swf" => {
                if !["y", "n"].contains(&value) {
                    return Err(bad("y or n"));
                }
            }
            "efe" => match value {
                "n" => {}
                "y" => return Err(unsupported("Brandubh has no edge-fort escape (efe:n)")),
                _ => return Err(bad("y or n")),
            },
            "ber" => match value {
                "n" => {}
                "c" | "m" => return Err(unsupported("Brandubh has no berserk moves (ber:n)")),
                _ => return Err(bad("n, c or m")),
            },
            "spd" => {
                if !["", "-1"].contains(&value) {
                    return Err(unsupported("pieces move any distance (spd:-1)"));
                }
            }
            "start" => start = Some(read_position(value, Side::First).map_err(RulesRecordError::Start)?),
            // Fields the notation does not define are ignored.
            _ => {}
        }
    }
    if seed_king {
        rules.king = KingRule::Throne;
    }
    let mut start = start.ok_or(RulesRecordError::NoStart)?;
    start.turn = turn;
    Ok(RulesRecord { rules, start, name })
}

/// Whether a space list names exactly `expected` (`default` and the empty
/// value excepted: OpenTafl's `default` is the physical squares; an empty list
/// is none at all).
fn same_squares(value: &str, expected: &[&str]) -> bool {
    if value == "default" {
        return true;
    }
    let mut named: alloc::vec::Vec<&str> = value.split(',').filter(|s| !s.is_empty()).collect();
    named.sort_unstable();
    named.dedup();
    let mut expected = expected.to_vec();
    expected.sort_unstable();
    named == expected
}

/// A piece-type list naming the pieces of `set`.
fn piece_list(set: Hostility) -> String {
    let mut out = String::new();
    if set.to_attacker() {
        out.push('t');
    }
    if set.to_defender() {
        out.push('T');
    }
    if set.to_king() {
        out.push('K');
    }
    out
}

/// The rules record of `rules` with `start` (its side to move as `atkf`),
/// every rule written out. The seed's king has no OpenTafl value: it is
/// written `ks:c`, the closest, with [`SEED_KING_FIELD`] so that abstrakta
/// reads it back exactly.
#[must_use]
pub fn rules_record(rules: &Rules, start: &Setup) -> String {
    let tfr = match rules.repetition {
        RepetitionRule::MoverWins => "l",
        RepetitionRule::MoverLoses => "w",
        RepetitionRule::Draw => "d",
        RepetitionRule::NotEnforced => "i",
    };
    let ka = match rules.arms {
        KingArms::Armed => "y",
        KingArms::Hammer => "h",
        KingArms::Anvil => "a",
        KingArms::Unarmed => "n",
    };
    let ks = match rules.king {
        KingRule::Throne | KingRule::StrongCentre => "c",
        KingRule::Weak => "w",
        KingRule::Strong => "s",
        KingRule::Middleweight => "m",
    };
    let surf = if rules.encircle == EncircleRule::AttackersWin {
        "y"
    } else {
        "n"
    };
    let atkf = if start.turn == Side::First { "y" } else { "n" };
    let seed = if rules.king == KingRule::Throne {
        alloc::format!(" {SEED_KING_FIELD}:throne")
    } else {
        String::new()
    };
    alloc::format!(
        "dim:7 name:Brandubh esc:c surf:{surf} atkf:{atkf} tfr:{tfr} ka:{ka} ks:{ks} cenh:{} cenhe:{}{seed} start:{}",
        piece_list(rules.king_throne),
        piece_list(rules.empty_throne),
        position_record(start)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brandubh::Position;
    use crate::game::Game;

    const START: &str = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

    fn read(fields: &str) -> Result<Rules, RulesRecordError> {
        read_rules(&alloc::format!("dim:7 {fields} start:{START}")).map(|r| r.rules)
    }

    #[test]
    fn opentafl_s_brandub_line_is_its_brandubh() {
        let r = read_rules(&alloc::format!(
            "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:{START}"
        ))
        .unwrap();
        assert_eq!(r.rules, Rules::OPENTAFL);
        assert_eq!(r.name.as_deref(), Some("Brandub"));
        assert_eq!(r.start, Position::new(&Rules::default()).setup());
        // The notation's own example writes the weak king ks:n.
        assert_eq!(read("ks:n cenhe: cenh: surf:n"), Ok(Rules::OPENTAFL));
    }

    #[test]
    fn every_field_is_applied() {
        let r = read("tfr:w").unwrap();
        assert_eq!(
            r.repetition,
            RepetitionRule::MoverLoses,
            "tfr:w: the player forced to respond wins"
        );
        assert_eq!(read("tfr:l").unwrap().repetition, RepetitionRule::MoverWins);
        assert_eq!(read("tfr:i").unwrap().repetition, RepetitionRule::NotEnforced);
        assert_eq!(read("").unwrap().repetition, RepetitionRule::Draw, "the default draws");
        assert_eq!(read("").unwrap().king, KingRule::Strong, "the default king is strong");
        assert_eq!(
            read("").unwrap().encircle,
            EncircleRule::AttackersWin,
            "surf defaults to y"
        );
        assert_eq!(read("ks:c").unwrap().king, KingRule::StrongCentre);
        assert_eq!(read("ks:m").unwrap().king, KingRule::Middleweight);
        assert_eq!(read("ks:y").unwrap().king, KingRule::Strong);
        assert_eq!(read("ka:h").unwrap().arms, KingArms::Hammer);
        assert_eq!(read("ka:a").unwrap().arms, KingArms::Anvil);
        assert_eq!(read("ka:n").unwrap().arms, KingArms::Unarmed);
        assert_eq!(read("cenh:tcnk").unwrap().king_throne, Hostility::ATTACKERS);
        assert_eq!(read("cenh:tTK").unwrap().king_throne, Hostility::SOLDIERS);
        assert_eq!(read("cenhe:tT").unwrap().empty_throne, Hostility::SOLDIERS);
        assert_eq!(read("cenhe:tcn").unwrap().empty_throne, Hostility::ATTACKERS);
        let r = read_rules(&alloc::format!("dim:7 atkf:n start:{START}")).unwrap();
        assert_eq!(r.start.turn, Side::Second);
        // Fields that change nothing here, and fields the notation does not define.
        assert!(read("esc:c kj:n nj:c cj:j cor:a1,g1,a7,g7, cen:d4, afor: corh:tcnkTCNK cenp:tcnkTCNK cens:K cors:K corp:K sw:n swf:y efe:n ber:n spd:-1 foo:bar").is_ok());
        assert!(read("cor:default cen:default").is_ok());
    }

    #[test]
    fn rules_it_does_not_play_are_refused_by_field() {
        for (fields, named) in [
            ("esc:e", "esc:e"),
            ("kj:r", "kj:r"),
            ("sw:s", "sw:s"),
            ("efe:y", "efe:y"),
            ("ber:c", "ber:c"),
            ("afor:a1,", "afor:a1,"),
            ("corh:tT", "corh:tT"),
            ("cenhe:K", "cenhe:K"),
            ("cenp:K", "cenp:K"),
            ("cens:tK", "cens:tK"),
            ("cor:a1,", "cor:a1,"),
            ("spd:2", "spd:2"),
            ("ks:q", "ks:q"),
            ("tfr:x", "tfr:x"),
            ("cenh:xyz", "cenh:xyz"),
        ] {
            let e = read(fields).unwrap_err();
            assert!(e.to_string().starts_with(named), "{fields}: {e}");
        }
        assert_eq!(
            read_rules("dim:9 start:/9/"),
            Err(RulesRecordError::Dimension("9".into()))
        );
        assert_eq!(read_rules("ks:n dim:7"), Err(RulesRecordError::DimFirst));
        assert_eq!(read_rules("dim:7 ks:n"), Err(RulesRecordError::NoStart));
        assert!(matches!(read_rules("dim:7 start:/7/"), Err(RulesRecordError::Start(_))));
        assert_eq!(
            read("esc:e").unwrap_err().to_string(),
            "esc:e: abstrakta's Brandubh is won in a corner (esc:c)"
        );
    }

    #[test]
    fn every_rules_written_read_back() {
        let start = Position::new(&Rules::default()).setup();
        for rules in [Rules::default(), Rules::OPENTAFL] {
            let text = rules_record(&rules, &start);
            assert_eq!(read_rules(&text).map(|r| r.rules), Ok(rules), "{text}");
        }
        assert_eq!(
            rules_record(&Rules::OPENTAFL, &start),
            alloc::format!("dim:7 name:Brandubh esc:c surf:n atkf:y tfr:d ka:y ks:w cenh: cenhe: start:{START}")
        );
        assert!(rules_record(&Rules::default(), &start).contains("ks:c cenh:t cenhe:tT abstrakta-king:throne"));
        // Every value of every option.
        use crate::kind::Registered;
        for option in Position::OPTIONS {
            for index in 0..option.values.len() {
                let mut rules = Rules::default();
                (option.set)(&mut rules, index);
                let text = rules_record(&rules, &start);
                assert_eq!(read_rules(&text).map(|r| r.rules), Ok(rules), "{text}");
            }
        }
    }
}
