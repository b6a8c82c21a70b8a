//! The record format both ways on every bundled game and lesson: each recorded
//! Brandubh game, each lesson of every game (its start, title and steps as
//! comments with their arrows and marks, and the line it plays) and each puzzle
//! (its position and solution) written as a record, read back the same, and
//! checked against the rules.

use abstrakta_engine::brandubh::{self, RepetitionRule, Rules};
use abstrakta_engine::lesson::{course_text, parse_lessons, Lesson};
use abstrakta_engine::puzzle::puzzles;
use abstrakta_engine::study::{check, Chapter, MoveTree, Note, Study};
use abstrakta_engine::{Game, GameKind, Notation, Registered};

/// `study` written, read back and written again: the same text, the same
/// tree, and every line legal under its tags. The summary of its chapters.
fn round_trip(study: &Study, what: &str) -> Vec<abstrakta_engine::study::ChapterSummary> {
    let text = study.to_string();
    let read = Study::parse(&text).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
    assert_eq!(read.to_string(), text, "{what}: written the same after reading");
    assert_eq!(read.chapters.len(), study.chapters.len(), "{what}");
    for (a, b) in read.chapters.iter().zip(&study.chapters) {
        assert_eq!(a.tags, b.tags, "{what}: tags");
        let line = |t: &MoveTree| -> Vec<String> {
            t.main_line()
                .iter()
                .map(|&id| t.node(id).unwrap().notation.clone())
                .collect()
        };
        assert_eq!(line(&a.tree), line(&b.tree), "{what}: main line");
        let notes =
            |t: &MoveTree| -> Vec<Note> { t.walk().iter().map(|&id| t.node(id).unwrap().note.clone()).collect() };
        assert_eq!(notes(&a.tree), notes(&b.tree), "{what}: notes");
    }
    check(&read, None).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"))
}

#[test]
fn every_recorded_brandubh_game_reads_back_as_written() {
    // The site did not enforce the repetition rule (see brandubh_games.rs).
    let rules = Rules::with_repetition(RepetitionRule::NotEnforced);
    let rules_text = brandubh::Position::rules_text(&rules);
    let data = include_str!("data/brandubh-games.csv");
    let mut moves = 0;
    for (n, line) in data.lines().enumerate() {
        let played: Vec<&str> = line
            .split(',')
            .next()
            .unwrap_or_default()
            .split_whitespace()
            .filter(|&t| t != "timeout")
            .collect();
        // The record writes each move as the engine does.
        let mut pos = brandubh::Position::new(&rules);
        let mut written = Vec::new();
        for token in &played {
            let m = pos
                .parse_move(token)
                .unwrap_or_else(|e| panic!("game {}: {token}: {e}", n + 1));
            written.push(pos.move_to_text(m));
            pos = pos.play(m).unwrap();
        }
        let study = Study::of_line(&[("game", "brandubh"), ("rules", &rules_text)], &written);
        let summary = round_trip(&study, &format!("game {}", n + 1));
        assert_eq!(summary[0].main_line, written.len());
        moves += written.len();
    }
    assert!(moves > 10_000, "{moves} moves");
}

/// A lesson as a chapter: its game, rules, start and title as tags, its steps'
/// tasks (both languages), arrows and marks as comments on the moves where
/// each step begins, and the line its check plays.
fn lesson_chapter(lesson: &Lesson, line: &[String]) -> Chapter {
    let mut tags = vec![
        ("game".to_string(), lesson.game.id().to_string()),
        ("chapter".to_string(), lesson.title.en.clone()),
        ("start".to_string(), lesson.position.clone()),
    ];
    if !lesson.rules.is_empty() {
        tags.push(("rules".to_string(), lesson.rules.clone()));
    }
    let mut tree = MoveTree::from_line(line);
    let nodes: Vec<_> = std::iter::once(MoveTree::ROOT).chain(tree.main_line()).collect();
    // The steps in order, spread over the line: step k's note on the k-th node
    // from which the person moves (every other node in a lesson with replies).
    let stride = (nodes.len().max(1) / lesson.steps.len().max(1)).max(1);
    for (k, step) in lesson.steps.iter().enumerate() {
        let Some(&id) = nodes.get(k * stride) else { break };
        let note = &mut tree.node_mut(id).unwrap().note;
        if !note.text.is_empty() {
            continue;
        }
        note.text = step.task.en.clone();
        note.cs = Some(step.task.cs.clone());
        note.arrows = step
            .arrows
            .iter()
            .filter_map(|a| a.split_once('-'))
            .map(|(from, to)| (from.to_string(), to.to_string()))
            .collect();
        note.marks = step.marks.clone();
    }
    Chapter { tags, tree }
}

#[test]
fn every_lesson_reads_back_as_a_chapter_with_its_steps() {
    let mut lessons = 0;
    for kind in GameKind::ALL {
        let course = parse_lessons(course_text(kind)).unwrap_or_else(|e| panic!("{kind}: {e}"));
        let chapters: Vec<Chapter> = course
            .iter()
            .map(|lesson| lesson_chapter(lesson, &lesson.check().unwrap_or_else(|e| panic!("{e}"))))
            .collect();
        lessons += chapters.len();
        // One study a game, a chapter a lesson.
        let study = Study { chapters };
        let summary = round_trip(&study, kind.id());
        assert!(summary.iter().all(|c| c.game == kind && c.notes >= 1), "{kind}");
    }
    assert!(lessons >= 34, "{lessons} lessons");
}

fn puzzle_study<G: Registered>() -> Study {
    let chapters = puzzles::<G>()
        .iter()
        .map(|p| {
            let mut pos = p.position.clone();
            let line: Vec<String> = p
                .solution
                .iter()
                .map(|&m| {
                    let text = pos.move_to_text(m);
                    pos = pos.clone().play(m).unwrap();
                    text
                })
                .collect();
            let rules = G::rules_text(p.position.rules());
            let mut tags = vec![
                ("game".to_string(), G::ID.to_string()),
                ("start".to_string(), p.position.to_text()),
            ];
            if !rules.is_empty() {
                tags.push(("rules".to_string(), rules));
            }
            Chapter {
                tags,
                tree: MoveTree::from_line(&line),
            }
        })
        .collect();
    Study { chapters }
}

#[test]
fn every_puzzle_reads_back_with_its_solution() {
    let brandubh = puzzle_study::<brandubh::Position>();
    let topquark = puzzle_study::<abstrakta_engine::topquark::Position>();
    assert!(!brandubh.chapters.is_empty() && !topquark.chapters.is_empty());
    for (study, what) in [(brandubh, "brandubh"), (topquark, "topquark")] {
        let summary = round_trip(&study, what);
        assert!(summary.iter().all(|c| c.main_line > 0), "{what}");
    }
}
