//! The rule options beyond the seed's rules (OpenTafl's variants): each one
//! changes what it names, shown on a hand-built position under the option and
//! under the seed's rules.

mod common;

use abstrakta_engine::brandubh::{
    Bitboard, EncircleRule, Hostility, KingArms, KingRule, Position, Rules, Square, ATTACKERS, DEFENDERS,
};
use abstrakta_engine::{Game, Outcome, Registered};
use common::{build_with, play};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The squares that `mv` captures from `pieces` under `rules`, the attackers
/// or defenders to move as `turn` says.
fn taken(pieces: &[(&str, char)], turn: abstrakta_engine::Side, rules: Rules, mv: &str) -> Vec<String> {
    let pos = build_with(pieces, turn, rules);
    let before = pos.occupied();
    let after = play(&pos, mv);
    let (from, to) = mv.split_once('-').unwrap();
    let gone = before & !after.occupied() & !Bitboard::from_square(sq(from)) & !Bitboard::from_square(sq(to));
    gone.into_iter().map(|s| s.to_string()).collect()
}

fn with(f: impl FnOnce(&mut Rules)) -> Rules {
    let mut rules = Rules::default();
    f(&mut rules);
    rules
}

#[test]
fn a_weak_king_is_taken_by_two_on_the_throne() {
    let pieces = [("c4", 'a'), ("e6", 'a'), ("d4", 'k'), ("a6", 'd')];
    let weak = with(|r| r.king = KingRule::Weak);
    assert_eq!(taken(&pieces, ATTACKERS, weak, "e6-e4"), ["d4"]);
    assert!(taken(&pieces, ATTACKERS, Rules::default(), "e6-e4").is_empty());
    let pos = play(&build_with(&pieces, ATTACKERS, weak), "e6-e4");
    assert_eq!(pos.outcome(), Some(Outcome::Win(ATTACKERS)));
}

#[test]
fn a_throne_hostile_to_the_king_takes_him_beside_it() {
    // King d3, attacker lands d2, the empty throne d4 beyond him.
    let pieces = [("c2", 'a'), ("d3", 'k'), ("a6", 'd')];
    let all = with(|r| {
        r.king = KingRule::Weak;
        r.empty_throne = Hostility::ALL;
    });
    assert_eq!(taken(&pieces, ATTACKERS, all, "c2-d2"), ["d3"]);
    let weak = with(|r| r.king = KingRule::Weak);
    assert!(
        taken(&pieces, ATTACKERS, weak, "c2-d2").is_empty(),
        "cenhe without the king"
    );
    assert!(taken(&pieces, ATTACKERS, Rules::default(), "c2-d2").is_empty());
}

#[test]
fn a_strong_centre_king_needs_three_beside_the_throne() {
    let three = [("c3", 'a'), ("e3", 'a'), ("c2", 'a'), ("d3", 'k'), ("a6", 'd')];
    let centre = with(|r| r.king = KingRule::StrongCentre);
    assert_eq!(taken(&three, ATTACKERS, centre, "c2-d2"), ["d3"]);
    assert!(taken(&three, ATTACKERS, Rules::default(), "c2-d2").is_empty());
    // Two in line beside the throne: the seed's rules take him, ks:c does not.
    let two = [("c3", 'a'), ("e5", 'a'), ("d3", 'k'), ("a6", 'd')];
    assert!(taken(&two, ATTACKERS, centre, "e5-e3").is_empty());
    assert_eq!(taken(&two, ATTACKERS, Rules::default(), "e5-e3"), ["d3"]);
    // On the throne, four as in the seed's rules; away from it, two.
    let far = [("b5", 'a'), ("e6", 'a'), ("c5", 'k'), ("a2", 'd')];
    assert!(taken(&far, ATTACKERS, centre, "e6-d6").is_empty());
    let far = [("b5", 'a'), ("e5", 'a'), ("c5", 'k'), ("a2", 'd')];
    assert_eq!(taken(&far, ATTACKERS, centre, "e5-d5"), ["c5"]);
}

#[test]
fn a_strong_king_needs_four_and_never_falls_at_the_edge() {
    let strong = with(|r| r.king = KingRule::Strong);
    let four = [
        ("c6", 'a'),
        ("c4", 'a'),
        ("b5", 'a'),
        ("e5", 'a'),
        ("c5", 'k'),
        ("a2", 'd'),
    ];
    assert_eq!(taken(&four, ATTACKERS, strong, "e5-d5"), ["c5"]);
    let two = [("b5", 'a'), ("e5", 'a'), ("c5", 'k'), ("a2", 'd')];
    assert!(taken(&two, ATTACKERS, strong, "e5-d5").is_empty());
    assert_eq!(taken(&two, ATTACKERS, Rules::default(), "e5-d5"), ["c5"]);
    // At the edge: three attackers and the edge.
    let edge = [("a2", 'a'), ("a4", 'a'), ("c3", 'a'), ("a3", 'k'), ("f6", 'd')];
    assert!(taken(&edge, ATTACKERS, strong, "c3-b3").is_empty());
    let middle = with(|r| r.king = KingRule::Middleweight);
    assert_eq!(taken(&edge, ATTACKERS, middle, "c3-b3"), ["a3"]);
    assert!(
        taken(&two, ATTACKERS, middle, "e5-d5").is_empty(),
        "middleweight: all sides on the board"
    );
}

#[test]
fn the_kings_arms_decide_his_part_in_captures() {
    // As anvil: a defender lands on e5, the attacker on d5, the king on c5
    // beyond it. As hammer: the king lands on c5, the defender on e5 beyond.
    let anvil = [("e7", 'd'), ("d5", 'a'), ("c5", 'k'), ("a2", 'a')];
    let hammer = [("e5", 'd'), ("d5", 'a'), ("c7", 'k'), ("a2", 'a')];
    for (arms, as_anvil, as_hammer) in [
        (KingArms::Armed, true, true),
        (KingArms::Hammer, false, true),
        (KingArms::Anvil, true, false),
        (KingArms::Unarmed, false, false),
    ] {
        let rules = with(|r| r.arms = arms);
        assert_eq!(
            !taken(&anvil, DEFENDERS, rules, "e7-e5").is_empty(),
            as_anvil,
            "{arms:?} anvil"
        );
        assert_eq!(
            !taken(&hammer, DEFENDERS, rules, "c7-c5").is_empty(),
            as_hammer,
            "{arms:?} hammer"
        );
    }
}

/// Whether a soldier beside the throne (d5) is taken against it by an enemy
/// landing on d6, an attacker (taken by a defender's move) and a defender (by
/// an attacker's), with the king on the throne or not, under `rules`.
fn taken_against_throne(king_on_throne: bool, rules: Rules) -> (bool, bool) {
    let king = if king_on_throne { "d4" } else { "g6" };
    let attacker = [("d5", 'a'), ("c6", 'd'), (king, 'k'), ("a2", 'a')];
    let king = if king_on_throne { "d4" } else { "g2" };
    let defender = [("d5", 'd'), ("c6", 'a'), (king, 'k'), ("a2", 'd')];
    (
        !taken(&attacker, DEFENDERS, rules, "c6-d6").is_empty(),
        !taken(&defender, ATTACKERS, rules, "c6-d6").is_empty(),
    )
}

#[test]
fn the_empty_throne_is_hostile_as_the_option_says() {
    for (hostility, expected) in [
        (Hostility::SOLDIERS, (true, true)),
        (Hostility::ALL, (true, true)),
        (Hostility::ATTACKERS, (true, false)),
        (Hostility::NOBODY, (false, false)),
    ] {
        let rules = with(|r| r.empty_throne = hostility);
        assert_eq!(taken_against_throne(false, rules), expected, "{hostility:?}");
    }
}

#[test]
fn the_throne_with_the_king_is_hostile_as_the_option_says() {
    // An unarmed king on the throne: only the throne's own hostility counts.
    for (hostility, expected) in [
        (Hostility::ATTACKERS, (true, false)),
        (Hostility::NOBODY, (false, false)),
        (Hostility::SOLDIERS, (true, true)),
        (Hostility::DEFENDERS, (false, true)),
    ] {
        let rules = with(|r| {
            r.arms = KingArms::Unarmed;
            r.king_throne = hostility;
        });
        assert_eq!(taken_against_throne(true, rules), expected, "{hostility:?}");
    }
}

#[test]
fn enclosing_every_defender_wins_as_an_option() {
    // A ring of attackers around the throne with one gap at d2, closed from d1.
    let pieces = [
        ("d1", 'a'),
        ("c3", 'a'),
        ("e3", 'a'),
        ("b4", 'a'),
        ("f4", 'a'),
        ("c5", 'a'),
        ("e5", 'a'),
        ("d6", 'a'),
        ("d4", 'k'),
        ("d5", 'd'),
    ];
    let encircle = with(|r| r.encircle = EncircleRule::AttackersWin);
    let before = build_with(&pieces, ATTACKERS, encircle);
    assert!(!before.encircled());
    let after = play(&before, "d1-d2");
    assert!(after.encircled());
    assert_eq!(after.outcome(), Some(Outcome::Win(ATTACKERS)));
    let seed = play(&build_with(&pieces, ATTACKERS, Rules::default()), "d1-d2");
    assert!(seed.encircled() && seed.outcome().is_none());
}

#[test]
fn opentafl_brandub_is_a_set_of_options() {
    assert_eq!(
        Position::parse_rules("repetition=draw,king=weak,throne=nobody,kingthrone=nobody"),
        Ok(Rules::OPENTAFL)
    );
    assert_ne!(Rules::OPENTAFL, Rules::default());
}
