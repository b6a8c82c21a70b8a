//! Lessons: every bundled lesson plays through in its game, and a lesson file
//! with a fault is refused with the lesson, the line and the reason.

use abstrakta_engine::lesson::{course_text, parse_lessons, Goal, LessonErrorKind};
use abstrakta_engine::{brandubh, GameKind, Notation, Registered};

#[test]
fn every_bundled_lesson_plays_through() {
    let mut count = 0;
    for kind in GameKind::ALL {
        let lessons = parse_lessons(course_text(kind)).unwrap_or_else(|e| panic!("{kind}: {e}"));
        for lesson in &lessons {
            assert_eq!(lesson.game, kind, "{}", lesson.id);
            let line = lesson.check().unwrap_or_else(|e| panic!("{e}"));
            assert!(!line.is_empty());
            assert!(
                !lesson.title.en.is_empty() && !lesson.title.cs.is_empty(),
                "{}: both languages",
                lesson.id
            );
            for step in &lesson.steps {
                assert!(
                    !step.task.en.is_empty() && !step.task.cs.is_empty(),
                    "{}: both languages",
                    lesson.id
                );
            }
            count += 1;
        }
    }
    assert!(count >= 34, "{count} lessons");
}

#[test]
fn goals_accept_any_move_that_meets_them() {
    let lessons = parse_lessons(course_text(GameKind::Brandubh)).unwrap();
    let fork = lessons.iter().find(|l| l.id == "fork").unwrap();
    assert_eq!(fork.steps[0].goal, Goal::WinIn(2));
    let pos: brandubh::Position = fork.start().unwrap();
    // Both edges the king can reach in one move with two corners in sight win in 2.
    for good in ["c3-a3", "c3-c1"] {
        let m = pos.parse_move(good).unwrap();
        assert!(fork.steps[0].goal.accepts(&pos, m), "{good}");
    }
    let m = pos.parse_move("c3-c4").unwrap();
    assert!(!fork.steps[0].goal.accepts(&pos, m), "c3-c4 wins nothing");
    // `move` names an offer too; `end` takes a move that ends the round,
    // whatever its score.
    let thud = parse_lessons(course_text(GameKind::Thud)).unwrap();
    let agreement = thud.iter().find(|l| l.id == "agreement").unwrap();
    let pos: abstrakta_engine::thud::Position = agreement.start().unwrap();
    assert!(agreement.steps[0]
        .goal
        .accepts(&pos, pos.parse_move("propose").unwrap()));
    assert_eq!(agreement.steps[0].goal.solution(&pos), pos.parse_move("propose").ok());
    let bilitaire = parse_lessons(course_text(GameKind::Bilitaire)).unwrap();
    let end = bilitaire.iter().find(|l| l.id == "round-end").unwrap();
    assert_eq!(end.steps[0].goal, Goal::End);
    let pos: abstrakta_engine::bilitaire::Position = end.start().unwrap();
    assert!(end.steps[0].goal.accepts(&pos, pos.parse_move("C3-D3").unwrap()));
    assert!(end.steps[0].goal.accepts(&pos, pos.parse_move("xC3").unwrap()));
    assert!(
        !end.steps[0].goal.accepts(&pos, pos.parse_move("B3-C3").unwrap()),
        "a jump is left"
    );
    let capture = lessons.iter().find(|l| l.id == "capture-between-two").unwrap();
    let pos: brandubh::Position = capture.start().unwrap();
    assert!(capture.steps[0].goal.accepts(&pos, pos.parse_move("g6-c6").unwrap()));
    assert!(!capture.steps[0].goal.accepts(&pos, pos.parse_move("g6-f6").unwrap()));
}

/// The error of `text` as a string, and its kind.
fn refused(text: &str) -> (String, LessonErrorKind) {
    let error = match parse_lessons(text) {
        Err(e) => e,
        Ok(lessons) => lessons.iter().find_map(|l| l.check().err()).expect("a fault is found"),
    };
    (error.to_string(), error.kind)
}

const GOOD: &str =
    "lesson: a\ngame: brandubh\nposition: 7/6a/2d4/2a1k2/7/7/7 a\ntitle: T | T\ngoal: capture\ntask: Take it.\n";

#[test]
fn faults_are_named_with_the_lesson_and_the_line() {
    assert!(parse_lessons(GOOD).unwrap()[0].check().is_ok());
    let cases: [(&str, &str); 12] = [
        (
            &format!("{GOOD}mark: z9\n"),
            "lesson a, line 5: \"z9\" is not a cell of the board",
        ),
        (
            &format!("{GOOD}arrow: g6\n"),
            "lesson a, line 5: \"g6\" is not a cell of the board (an arrow is two cells",
        ),
        ("title: x\n", "line 1: a lesson starts with \"lesson: <id>\""),
        ("lesson: A!\n", "line 1: \"A!\" is not an identifier"),
        (
            &GOOD.replace("game: brandubh", "game: chess"),
            "lesson a, line 2: unknown game \"chess\"",
        ),
        (
            &GOOD.replace("goal: capture", "goal: mate"),
            "lesson a, line 5: \"mate\" is not a goal",
        ),
        (
            &GOOD.replace("task: Take it.\n", ""),
            "lesson a, line 5: \"task\" is missing",
        ),
        (
            &GOOD.replace("position: 7/6a/2d4/2a1k2/7/7/7 a", "position: 7/7 a"),
            "lesson a, line 1: the position:",
        ),
        (
            &GOOD.replace("goal: capture", "goal: win"),
            "lesson a, line 5: no move meets the goal \"win\"",
        ),
        (
            &format!("{GOOD}reply: d1-d2\n"),
            "lesson a, line 5: the reply \"d1-d2\" is not legal",
        ),
        (
            &format!("{GOOD}goal: any\ntask: Again.\n"),
            "lesson a, line 7: the step before has no reply",
        ),
        (
            &format!("{GOOD}{GOOD}"),
            "lesson a, line 7: another lesson is also called \"a\"",
        ),
    ];
    for (text, expected) in cases {
        let (message, _) = refused(text);
        assert!(
            message.starts_with(expected),
            "{message:?} should start with {expected:?}"
        );
    }
    let (_, kind) = refused(&"#\n".repeat(40_000));
    assert_eq!(kind, LessonErrorKind::TooLong(80_000));
    // Each game names its cells as its notation does.
    assert!(<abstrakta_engine::thud::Position as Registered>::is_cell("H8"));
    assert!(
        !<abstrakta_engine::thud::Position as Registered>::is_cell("A1"),
        "off the octagon"
    );
    assert!(<abstrakta_engine::bilitaire::Position as Registered>::is_cell("h8"));
    assert!(
        !<abstrakta_engine::bilitaire::Position as Registered>::is_cell("B2"),
        "a tile, not a hollow"
    );
    assert!(<abstrakta_engine::topquark::Position as Registered>::is_cell("f2"));
    assert!(
        !<abstrakta_engine::topquark::Position as Registered>::is_cell("a1"),
        "no hollow there"
    );
    assert!(!<brandubh::Position as Registered>::is_cell("h1"));
    // The bundled course is the one the game registers; every game has one.
    assert!(!course_text(<brandubh::Position as Registered>::KIND).is_empty());
    for kind in GameKind::ALL {
        assert!(!course_text(kind).is_empty(), "{kind}");
    }
}

/// A lesson with its line numbers cleared, to compare a lesson read from
/// another text.
fn without_lines(mut lesson: abstrakta_engine::lesson::Lesson) -> abstrakta_engine::lesson::Lesson {
    lesson.line = 0;
    for step in &mut lesson.steps {
        step.line = 0;
    }
    lesson
}

#[test]
fn a_lesson_written_out_reads_back_the_same() {
    for kind in GameKind::ALL {
        for lesson in parse_lessons(course_text(kind)).unwrap() {
            let text = lesson.to_string();
            let again = parse_lessons(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(again.len(), 1);
            assert_eq!(without_lines(again[0].clone()), without_lines(lesson));
        }
    }
    // A text in one language, either one.
    let one =
        "lesson: a\ngame: brandubh\nposition: 7/7/7/3k3/7/7/3a3 a\ntitle: | Jen česky\ngoal: any\ntask: Only English\n";
    let lesson = parse_lessons(one).unwrap().remove(0);
    assert_eq!((lesson.title.en.as_str(), lesson.title.cs.as_str()), ("", "Jen česky"));
    assert_eq!(
        (lesson.steps[0].task.en.as_str(), lesson.steps[0].task.cs.as_str()),
        ("Only English", "")
    );
    assert_eq!(parse_lessons(&lesson.to_string()).unwrap()[0].title, lesson.title);
}
