//! Every clause of `rules/bilitaire.md`, on hand-built positions.

use abstrakta_engine::bilitaire::{
    ChainRule, Hollow, IllegalMoveError, Move, MoveTextError, Position, PositionTextError, Rules, SetupError, TilePos,
    JUMPER, PUSHER,
};
use abstrakta_engine::{live, match_over, seat_a_total, Game, Notation, Outcome, SplitMix64};

fn pos(text: &str) -> Position {
    Position::from_text(text, &Rules::default()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(p: &Position) -> Vec<String> {
    let mut out = Vec::new();
    p.legal_moves(&mut out);
    out.into_iter().map(|m| p.move_to_text(m)).collect()
}

fn play(p: &Position, line: &str) -> Position {
    let mut p = p.clone();
    for t in line.split_whitespace() {
        let m = p.parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        p = p.play(m).unwrap();
    }
    p
}

fn hollow(name: &str) -> Hollow {
    let b = name.as_bytes();
    Hollow::new(b[0] - b'a', b[1] - b'1').unwrap()
}

#[test]
fn the_start_is_a_cross_of_twelve_tiles_with_a_ball_in_every_hollow() {
    let start = Position::new(&Rules::default());
    assert_eq!(start.tiles().count_ones(), 12);
    for corner in [
        TilePos::new(0, 0),
        TilePos::new(3, 0),
        TilePos::new(0, 3),
        TilePos::new(3, 3),
    ] {
        assert!(!start.has_tile(corner.unwrap()));
    }
    assert_eq!(start.ball_count(), 48);
    assert_eq!(start.balls(), start.hollows());
    assert_eq!(start.turn(), JUMPER);
    assert!(start.opening());
}

#[test]
fn the_jumper_removes_any_ball_first_then_the_pusher_has_sixteen_slides() {
    let start = Position::new(&Rules::default());
    let mut removals = Vec::new();
    start.legal_moves(&mut removals);
    assert_eq!(removals.len(), 48);
    assert!(removals.iter().all(|m| matches!(m, Move::Remove(_))));
    for &m in &removals {
        let after = start.clone().play(m).unwrap();
        assert_eq!(after.turn(), PUSHER);
        let mut slides = Vec::new();
        after.legal_moves(&mut slides);
        assert_eq!(slides.len(), 16, "after {m:?}");
        assert!(slides.iter().all(|m| matches!(m, Move::Slide { announce: 0, .. })));
    }
    // A jump is not an opening move, and a removal is not a later one.
    assert!(matches!(
        start.parse_move("d4-d6"),
        Err(MoveTextError::Illegal(IllegalMoveError::OpeningFirst))
    ));
    let after = play(&start, "xd4 B4-A4");
    assert!(matches!(
        after.parse_move("xd6"),
        Err(MoveTextError::Illegal(IllegalMoveError::NotOpening))
    ));
}

#[test]
fn balls_travel_with_their_tile_and_runs_push_like_abalone() {
    let start = Position::new(&Rules::default());
    // B1 pushes C1 one position east: hollows c1-f2 move to e1-h2, balls with them.
    let p = play(&start, "xc1 B1-C1");
    assert!(!p.has_tile(TilePos::new(1, 0).unwrap()));
    assert!(p.has_tile(TilePos::new(2, 0).unwrap()) && p.has_tile(TilePos::new(3, 0).unwrap()));
    assert!(!p.has_ball(hollow("e1")), "the empty hollow c1 is now e1");
    assert!(p.has_ball(hollow("f1")) && p.has_ball(hollow("g1")) && p.has_ball(hollow("h1")));
    assert!(
        !p.has_ball(hollow("c1")) && p.hollows() & (1 << 2) == 0,
        "no hollow on B1 now"
    );
    assert_eq!(p.ball_count(), 47);
    let p = play(&start, "xc1");
    // A run of two moves at most 2 positions and only into the frame: B1 with C1
    // cannot go two east; a column of three (B2, B1 at the edge) cannot go south.
    assert!(p.parse_move("B1-D1").is_err());
    assert!(p.parse_move("B2-B1").is_err());
    // B1 alone goes west by one into the empty corner A1.
    assert!(p.parse_move("B1-A1").is_ok());
    // A lone tile slides up to three positions.
    let q = pos("------../------o./--------/--------/--------/--------/......--/oo.o..-- p 1 +0");
    assert!(q.parse_move("D4-A4").is_ok());
}

#[test]
fn jumps_go_over_one_ball_into_an_empty_hollow_on_standing_tiles() {
    // Tiles A1 and C1 (no B1): b1 cannot jump east into c1, which does not exist.
    let p = pos("--------/--------/--------/--------/--------/--------/..--..--/oo--.o-- j 1 +0");
    assert_eq!(moves(&p), Vec::<String>::new());
    assert_eq!(p.outcome(), Some(Outcome::Win(JUMPER)), "44 removed against 4 left");
    // With B1 in place the jump crosses from tile to tile.
    let p = pos("--------/--------/--------/--------/--------/--------/......--/oo.o..-- j 1 +0");
    assert_eq!(moves(&p), ["a1-c1", "a1-c1-e1"]);
    // Never over two balls: a1 cannot jump b1 and c1; b1 jumps c1 into d1.
    let p = pos("--------/--------/--------/--------/....----/....----/....----/ooo.---- j 1 +0");
    assert_eq!(moves(&p), ["b1-d1"]);
    // Never diagonally: a1 and b2 with c3 empty make no jump.
    let p = pos("--------/--------/--------/--------/....----/....----/.o..----/o...---- j 1 +0");
    assert!(moves(&p).is_empty());
    assert!(p.outcome().is_some());
}

#[test]
fn a_lone_tile_hosts_no_jump_and_the_round_ends_when_the_jumper_cannot_move() {
    let p = pos("--------/--------/--------/--------/--------/--------/--oo----/--o.---- j 1 +0");
    assert!(p.outcome().is_some());
    assert_eq!(p.margin(), Some(45 - 3));
    let mut out = Vec::new();
    p.legal_moves(&mut out);
    assert!(out.is_empty());
    // The pusher to move with tiles left always has a move.
    let p = pos("--------/--------/--------/--------/--------/--------/--oo----/--o.---- p 1 +0");
    assert!(p.outcome().is_none());
    assert!(!moves(&p).is_empty());
}

#[test]
fn every_prefix_of_a_chain_is_a_move_and_an_announcement_forces_its_length() {
    let text = "--------/--------/--------/--------/--------/--------/......../oo.o.o.. j 1 +0";
    assert_eq!(moves(&pos(text)), ["a1-c1", "a1-c1-e1", "a1-c1-e1-g1"]);
    assert_eq!(moves(&pos(&format!("{text} =2"))), ["a1-c1-e1"]);
    let announced = pos(&format!("{text} =3"));
    assert_eq!(moves(&announced), ["a1-c1-e1-g1"]);
    assert!(matches!(
        announced.parse_move("a1-c1"),
        Err(MoveTextError::Illegal(IllegalMoveError::WrongLength {
            required: 3,
            made: 1
        }))
    ));
    // Single jumps only, unless announced.
    let single = Rules {
        chains: ChainRule::Single,
    };
    assert_eq!(moves(&Position::from_text(text, &single).unwrap()), ["a1-c1"]);
    let p = Position::from_text(&format!("{text} =2"), &single).unwrap();
    assert_eq!(moves(&p), ["a1-c1-e1"]);
    // The announcement binds one move only.
    let after = play(&announced, "a1-c1-e1-g1");
    assert_eq!(after.announced(), 0);
}

#[test]
fn a_chain_may_turn_and_come_back_to_its_start() {
    // Balls c4, d5, e4, d3 around the empty d4: c3 jumps round it and back.
    let p = pos("--....--/--....--/......../...o..../..o.o.../..oo..../--....--/--....-- j 1 +0");
    let m = p.parse_move("c3-c5-e5-e3-c3");
    assert!(m.is_ok(), "{m:?} in {p}");
    let after = p.clone().play(m.unwrap()).unwrap();
    assert!(after.has_ball(hollow("c3")));
    assert_eq!(after.ball_count(), p.ball_count() - 4);
}

#[test]
fn the_pusher_may_announce_only_what_the_jumper_can_make() {
    let p = pos("------../------o./--------/--------/--------/--------/......--/oo.o..-- p 1 +0");
    assert!(p.parse_move("D4-D3=2").is_ok());
    assert!(matches!(
        p.parse_move("D4-D3=3"),
        Err(MoveTextError::Illegal(IllegalMoveError::Unreachable {
            announced: 3,
            longest: 2
        }))
    ));
    // C1's push east breaks the chain: nothing to announce.
    assert!(p.parse_move("C1-D1=2").is_err());
    // An announcement is a different move from the same action without it.
    assert_ne!(p.parse_move("D4-D3").unwrap(), p.parse_move("D4-D3=2").unwrap());
    let after = play(&p, "D4-D3=2");
    assert_eq!(after.announced(), 2);
    assert_eq!(moves(&after), ["a1-c1-e1"]);
}

#[test]
fn an_empty_tile_slides_and_can_be_removed_for_good() {
    let p = pos("------../------o./--------/--------/--------/--------/......--/oo.o..-- p 1 +0");
    // C1 holds no ball: it slides (north) and can be removed.
    assert!(p.parse_move("C1-C3").is_ok());
    let removed = play(&p, "xC1");
    assert!(!removed.has_tile(TilePos::new(2, 0).unwrap()));
    assert_eq!(removed.tiles().count_ones(), 3);
    // A tile with balls cannot be removed.
    assert!(matches!(
        p.parse_move("xA1"),
        Err(MoveTextError::Illegal(IllegalMoveError::TileNotEmpty(_)))
    ));
}

#[test]
fn before_the_sixth_ply_no_chain_announcement_or_empty_tile_occurs() {
    fn walk(p: &Position, ply: u32, seen: &mut u64) {
        if ply > 5 {
            return;
        }
        let mut out = Vec::new();
        p.legal_moves(&mut out);
        for m in out {
            *seen += 1;
            match m {
                Move::Jump(c) => assert_eq!(c.len(), 1),
                Move::Slide { announce, .. } => assert_eq!(announce, 0),
                Move::RemoveTile { .. } => panic!("an empty tile at ply {ply}"),
                Move::Remove(_) => assert_eq!(ply, 1),
            }
            let mut child = p.clone();
            child.play_unchecked(m);
            walk(&child, ply + 1, seen);
        }
    }
    let mut seen = 0;
    walk(&Position::new(&Rules::default()), 1, &mut seen);
    assert_eq!(seen, 48 + 768 + 1984 + 34752 + 139_872);
}

#[test]
fn the_pusher_can_always_act_while_a_tile_remains() {
    let mut rng = SplitMix64::new(5);
    let mut out = Vec::new();
    for _ in 0..200 {
        let mut p = Position::new(&Rules::default());
        while p.outcome().is_none() {
            p.legal_moves(&mut out);
            assert!(!out.is_empty());
            if p.turn() == PUSHER {
                assert!(p.tiles() != 0);
                // Every announcement is achievable, and all of 2..=longest are offered.
                for &m in &out {
                    if m.announce() > 0 {
                        let mut after = p.clone();
                        after.play_unchecked(m.with_announce(0));
                        assert!(m.announce() <= after.longest_chain());
                    }
                }
            }
            let m = out[rng.below(out.len() as u64) as usize];
            p.play_unchecked(m);
        }
        assert_eq!(p.turn(), JUMPER, "a round ends on the jumper's turn");
    }
}

#[test]
fn a_match_is_two_rounds_with_roles_swapped_and_more_balls_removed_wins() {
    // Round 1 ends with 3 balls left: seat A (jumper) removed 45.
    let end1 = pos("--------/--------/--------/--------/--------/--------/--oo----/--o.---- j 1 +0");
    assert_eq!(seat_a_total(&end1), 45 - 3);
    assert!(!match_over(&end1));
    let round2 = live(end1);
    assert_eq!(round2.round(), 2);
    assert_eq!(round2.carried(), 42);
    assert_eq!(round2.ball_count(), 48);
    // Round 2: seat B jumps and leaves 2 balls (removes 46): seat B wins.
    let end2 = pos("--------/--------/--------/--------/--------/--------/--o.----/--.o---- j 2 +42");
    assert!(end2.outcome().is_some());
    assert!(match_over(&end2));
    // Seat A: +42 from round 1, minus seat B's 46 - 2 = 44: -2, one ball fewer.
    assert_eq!(seat_a_total(&end2), -2);
}

#[test]
fn position_texts_are_checked() {
    let half = Position::from_text(
        "-.oooo--/--oooo--/oooooooo/oooooooo/oooooooo/oooooooo/--oooo--/--oooo-- j 1 +0",
        &Rules::default(),
    );
    assert!(matches!(half, Err(PositionTextError::Parse(_))));
    let full = "oooooooo/oooooooo/oooooooo/oooooooo/oooooooo/oooooooo/oooooooo/oooooooo j 1 +0";
    assert!(matches!(
        Position::from_text(full, &Rules::default()),
        Err(PositionTextError::Setup(SetupError::TooManyTiles(16)))
    ));
    let start = "--oooo--/--oooo--/oooooooo/oooooooo/oooooooo/oooooooo/--oooo--/--oooo--";
    assert!(matches!(
        Position::from_text(&format!("{start} p 1 +0"), &Rules::default()),
        Err(PositionTextError::Setup(SetupError::PusherBeforeOpening))
    ));
    assert!(matches!(
        Position::from_text(&format!("{start} j 1 +4"), &Rules::default()),
        Err(PositionTextError::Setup(SetupError::Carried(4)))
    ));
    let chain = "--------/--------/--------/--------/--------/--------/......../oo.o.o.. j 1 +0";
    assert!(matches!(
        Position::from_text(&format!("{chain} =4"), &Rules::default()),
        Err(PositionTextError::Setup(SetupError::AnnounceUnreachable {
            announced: 4,
            longest: 3
        }))
    ));
}

#[test]
fn notation_tells_hollows_from_tiles() {
    let p = pos("------../------o./--------/--------/--------/--------/......--/oo.o..-- p 1 +0");
    assert!(matches!(
        p.parse_move("d4-d6"),
        Err(MoveTextError::Illegal(IllegalMoveError::NotYourTurn { .. }))
    ));
    assert!(matches!(p.parse_move("B1-C3"), Err(MoveTextError::Parse(_))));
    assert!(matches!(p.parse_move("a1-b1"), Err(MoveTextError::Parse(_))));
    assert!(matches!(p.parse_move("xB1=1"), Err(MoveTextError::Parse(_))));
    assert!(matches!(p.parse_move("a1-c1=2"), Err(MoveTextError::Parse(_))));
    for m in ["D4-D3", "D4-D3=2", "xC1", "A1-B1", "D4-A4"] {
        assert_eq!(p.move_to_text(p.parse_move(m).unwrap()), m);
    }
}
