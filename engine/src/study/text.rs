//! The record format: tags, then moves in the game's notation with variations in
//! parentheses, comments in braces and drawings as commands inside a comment.
//!
//! ```text
//! [game "brandubh"]
//! [first "Ann"]
//! [second "Bob"]
//! {Before the first move.}
//! 1. d2-e2 {A quiet start [%cs Klidný začátek] [%arrow d2-e2] [%mark e4]} c4-c5?!
//!    (1... d6-e6 {the other answer})
//! 2. e2-e3
//! ```
//!
//! Tags are `[name "value"]` (`\"` and `\\` inside the value): `game`, `rules`,
//! `start` (a position text), `first` and `second` (the players), `chapter` (a
//! title); others are kept as they are. A variation follows the move it replaces.
//! Move numbers (`12.`, `12...`) are skipped. Inside a comment, `[%cs …]` is its
//! Czech text, `[%arrow a-b …]` draws arrows and `[%mark a …]` marks cells.
//! A tag after moves starts a new chapter. The older form, a first line
//! `position: <text>` and then the moves, reads as a chapter with that start.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use super::note::{Glyph, Note};
use super::tree::{MoveTree, NodeId};

/// The longest record text read.
pub const MAX_STUDY_TEXT: usize = 400_000;
/// The most moves of all chapters together.
pub const MAX_STUDY_MOVES: usize = 20_000;
/// The most chapters of a study.
pub const MAX_CHAPTERS: usize = 64;
/// The deepest nesting of variations.
pub const MAX_NESTING: usize = 32;

/// One game or position with its tree of moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chapter {
    /// The tags, in the order written.
    pub tags: Vec<(String, String)>,
    /// The moves.
    pub tree: MoveTree,
}

impl Chapter {
    /// The value of tag `name`.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Sets tag `name` (replacing its value, or adding it).
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(tag) => tag.1 = value.into(),
            None => self.tags.push((name.into(), value.into())),
        }
    }
}

/// A record of one or more chapters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Study {
    /// The chapters, in order.
    pub chapters: Vec<Chapter>,
}

/// Why a record text does not read, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct StudyTextError {
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1 (in characters).
    pub column: u32,
    /// What is wrong.
    pub kind: StudyTextErrorKind,
}

/// What is wrong in a record text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StudyTextErrorKind {
    /// The text is longer than [`MAX_STUDY_TEXT`].
    #[error("the record is {0} bytes long; at most {MAX_STUDY_TEXT} are read", MAX_STUDY_TEXT = MAX_STUDY_TEXT)]
    TooLong(usize),
    /// More moves than [`MAX_STUDY_MOVES`].
    #[error("the record has more than {MAX_STUDY_MOVES} moves", MAX_STUDY_MOVES = MAX_STUDY_MOVES)]
    TooManyMoves,
    /// More chapters than [`MAX_CHAPTERS`].
    #[error("the record has more than {MAX_CHAPTERS} chapters", MAX_CHAPTERS = MAX_CHAPTERS)]
    TooManyChapters,
    /// Variations nested deeper than [`MAX_NESTING`].
    #[error("variations are nested more than {MAX_NESTING} deep", MAX_NESTING = MAX_NESTING)]
    TooDeep,
    /// A tag that is not `[name "value"]`.
    #[error("a tag is written [name \"value\"]")]
    BadTag,
    /// A `{` without its `}`.
    #[error("the comment opened here is not closed with }}")]
    UnclosedComment,
    /// A `}` with no `{` before it.
    #[error("a }} closes no comment")]
    StrayBrace,
    /// A `(` before any move: a variation replaces a move.
    #[error("a variation ( comes after the move it replaces")]
    VariationBeforeMove,
    /// A `)` that closes no variation.
    #[error("a ) closes no variation")]
    StrayParen,
    /// A `(` without its `)`.
    #[error("the variation opened here is not closed with )")]
    UnclosedVariation,
    /// A comment command that is not `%cs`, `%arrow` or `%mark`, or not closed.
    #[error("[{0}] is not a comment command ([%cs text], [%arrow a-b], [%mark a])")]
    BadCommand(String),
    /// An arrow that is not two cells joined by `-`.
    #[error("the arrow \"{0}\" is not two cells joined by - (d2-f2)")]
    BadArrow(String),
}

/// Where a token starts.
#[derive(Clone, Copy)]
struct At {
    line: u32,
    column: u32,
}

struct Reader<'a> {
    chars: core::iter::Peekable<core::str::Chars<'a>>,
    at: At,
}

impl Reader<'_> {
    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.at.line += 1;
            self.at.column = 1;
        } else {
            self.at.column += 1;
        }
        Some(c)
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn error(at: At, kind: StudyTextErrorKind) -> StudyTextError {
        StudyTextError {
            line: at.line,
            column: at.column,
            kind,
        }
    }

    /// Reads up to (and past) `end`, or fails with `open` at `from`.
    fn until(&mut self, end: char, from: At, open: StudyTextErrorKind) -> Result<String, StudyTextError> {
        let mut text = String::new();
        loop {
            match self.next() {
                Some(c) if c == end => return Ok(text),
                Some(c) => text.push(c),
                None => return Err(Reader::error(from, open)),
            }
        }
    }
}

/// Where the reader stands in the tree: the last move and the one before it.
#[derive(Clone, Copy)]
struct Place {
    current: NodeId,
    previous: Option<NodeId>,
}

/// Reads a tag's inside, `name "value"`.
fn tag(inside: &str) -> Option<(String, String)> {
    let (name, rest) = inside.trim().split_once(char::is_whitespace)?;
    let rest = rest.trim();
    let quoted = rest.strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    let name_ok = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    name_ok.then(|| (name.into(), value))
}

/// Reads a comment's inside into `note`.
fn comment(inside: &str, note: &mut Note) -> Result<(), StudyTextErrorKind> {
    let mut text = String::new();
    let mut rest = inside;
    while let Some(open) = rest.find("[%") {
        text.push_str(&rest[..open]);
        let after = &rest[open + 2..];
        let close = after
            .find(']')
            .ok_or_else(|| StudyTextErrorKind::BadCommand(format!("%{}", after.trim())))?;
        let command = &after[..close];
        let (name, args) = command.split_once(char::is_whitespace).unwrap_or((command, ""));
        match name {
            "cs" => note.cs = Some(args.trim().into()),
            "arrow" => {
                for arrow in args.split_whitespace() {
                    let (from, to) = arrow
                        .split_once('-')
                        .filter(|(a, b)| !a.is_empty() && !b.is_empty())
                        .ok_or_else(|| StudyTextErrorKind::BadArrow(arrow.into()))?;
                    note.arrows.push((from.into(), to.into()));
                }
            }
            "mark" => note.marks.extend(args.split_whitespace().map(String::from)),
            _ => return Err(StudyTextErrorKind::BadCommand(format!("%{command}"))),
        }
        rest = &after[close + 1..];
    }
    text.push_str(rest);
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if !text.is_empty() {
        if note.text.is_empty() {
            note.text = text;
        } else {
            note.text = format!("{} {text}", note.text);
        }
    }
    Ok(())
}

/// `12.`, `12...` or a move glued to its number (`12.d2-e2`): the move, if any.
fn without_number(token: &str) -> &str {
    let digits = token.trim_start_matches(|c: char| c.is_ascii_digit());
    if digits.len() < token.len() && digits.starts_with('.') {
        digits.trim_start_matches('.')
    } else {
        token
    }
}

impl Study {
    /// Reads a record text.
    ///
    /// # Errors
    /// [`StudyTextError`], with the line and column, for text that does not read.
    pub fn parse(text: &str) -> Result<Study, StudyTextError> {
        let mut r = Reader {
            chars: text.chars().peekable(),
            at: At { line: 1, column: 1 },
        };
        if text.len() > MAX_STUDY_TEXT {
            return Err(Reader::error(r.at, StudyTextErrorKind::TooLong(text.len())));
        }
        let mut study = Study::default();
        let mut chapter = Chapter::default();
        let mut place = Place {
            current: MoveTree::ROOT,
            previous: None,
        };
        let mut stack: Vec<(Place, At)> = Vec::new();
        let mut moves = 0usize;
        let mut started = false; // moves or comments read in this chapter
        let mut line_start = true;
        while let Some(c) = r.peek() {
            let at = r.at;
            if c.is_whitespace() {
                line_start |= c == '\n';
                r.next();
                continue;
            }
            let first_on_line = core::mem::replace(&mut line_start, false);
            match c {
                '[' => {
                    r.next();
                    let inside = r.until(']', at, StudyTextErrorKind::BadTag)?;
                    let (name, value) = tag(&inside).ok_or_else(|| Reader::error(at, StudyTextErrorKind::BadTag))?;
                    if started {
                        if let Some((_, open)) = stack.first() {
                            return Err(Reader::error(*open, StudyTextErrorKind::UnclosedVariation));
                        }
                        study.chapters.push(core::mem::take(&mut chapter));
                        if study.chapters.len() >= MAX_CHAPTERS {
                            return Err(Reader::error(at, StudyTextErrorKind::TooManyChapters));
                        }
                        place = Place {
                            current: MoveTree::ROOT,
                            previous: None,
                        };
                        started = false;
                    }
                    chapter.tags.push((name, value));
                }
                '{' => {
                    r.next();
                    let inside = r.until('}', at, StudyTextErrorKind::UnclosedComment)?;
                    if let Some(node) = chapter.tree.node_mut(place.current) {
                        comment(&inside, &mut node.note).map_err(|kind| Reader::error(at, kind))?;
                    }
                    started = true;
                }
                '}' => return Err(Reader::error(at, StudyTextErrorKind::StrayBrace)),
                '(' => {
                    r.next();
                    let previous = place
                        .previous
                        .ok_or_else(|| Reader::error(at, StudyTextErrorKind::VariationBeforeMove))?;
                    if stack.len() >= MAX_NESTING {
                        return Err(Reader::error(at, StudyTextErrorKind::TooDeep));
                    }
                    stack.push((place, at));
                    place = Place {
                        current: previous,
                        previous: None,
                    };
                }
                ')' => {
                    r.next();
                    place = stack
                        .pop()
                        .ok_or_else(|| Reader::error(at, StudyTextErrorKind::StrayParen))?
                        .0;
                }
                _ => {
                    let mut token = String::new();
                    while let Some(c) = r.peek().filter(|c| !c.is_whitespace() && !"[]{}()".contains(*c)) {
                        token.push(c);
                        r.next();
                    }
                    // The older form's first line.
                    if first_on_line && !started && token == "position:" {
                        let mut start = String::new();
                        while let Some(c) = r.peek().filter(|&c| c != '\n') {
                            start.push(c);
                            r.next();
                        }
                        chapter.set_tag("start", start.trim());
                        continue;
                    }
                    let token = without_number(&token);
                    if token.is_empty() {
                        continue;
                    }
                    moves += 1;
                    if moves > MAX_STUDY_MOVES {
                        return Err(Reader::error(at, StudyTextErrorKind::TooManyMoves));
                    }
                    let (notation, glyph) = Glyph::split(token);
                    let node = chapter.tree.add(place.current, notation);
                    if let Some(n) = chapter.tree.node_mut(node) {
                        n.at = (at.line, at.column);
                        n.note.glyph = glyph.or(n.note.glyph);
                    }
                    place = Place {
                        current: node,
                        previous: Some(place.current),
                    };
                    started = true;
                }
            }
        }
        if let Some((_, open)) = stack.first() {
            return Err(Reader::error(*open, StudyTextErrorKind::UnclosedVariation));
        }
        if study.chapters.is_empty() || !chapter.tags.is_empty() || !chapter.tree.is_empty() {
            study.chapters.push(chapter);
        }
        Ok(study)
    }

    /// A study of one chapter: `tags` and one line of moves.
    #[must_use]
    pub fn of_line<S: AsRef<str>>(tags: &[(&str, &str)], moves: &[S]) -> Study {
        Study {
            chapters: alloc::vec![Chapter {
                tags: tags.iter().map(|&(n, v)| (n.into(), v.into())).collect(),
                tree: MoveTree::from_line(moves),
            }],
        }
    }
}

/// Writes a comment, `{…}`, with its commands (nothing for a blank note).
fn write_note(out: &mut String, note: &Note) {
    if note.is_blank() {
        return;
    }
    let clean = |t: &str| t.replace('{', "(").replace('}', ")").replace("[%", "[");
    out.push_str(" {");
    let mut parts: Vec<String> = Vec::new();
    if !note.text.is_empty() {
        parts.push(clean(&note.text));
    }
    if let Some(cs) = &note.cs {
        parts.push(format!("[%cs {}]", clean(cs).replace(']', ")")));
    }
    if !note.arrows.is_empty() {
        let arrows: Vec<String> = note.arrows.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        parts.push(format!("[%arrow {}]", arrows.join(" ")));
    }
    if !note.marks.is_empty() {
        parts.push(format!("[%mark {}]", note.marks.join(" ")));
    }
    out.push_str(&parts.join(" "));
    out.push('}');
}

/// Writes the move `id`, played at `ply` (from 0), with its number when the
/// first side plays it or `numbered` asks.
fn write_move(out: &mut String, tree: &MoveTree, id: NodeId, ply: usize, numbered: bool) {
    let Some(node) = tree.node(id) else {
        return;
    };
    if !out.is_empty() && !out.ends_with(['\n', '(']) {
        out.push(' ');
    }
    if ply.is_multiple_of(2) {
        let _ = write!(out, "{}. ", ply / 2 + 1);
    } else if numbered {
        let _ = write!(out, "{}... ", ply / 2 + 1);
    }
    out.push_str(&node.notation);
    if let Some(g) = node.note.glyph {
        out.push_str(g.symbol());
    }
    write_note(out, &node.note);
}

/// Writes the moves after `from` (played at `ply`): the main continuation, its
/// variations in parentheses, then on along the line.
fn write_line(out: &mut String, tree: &MoveTree, from: NodeId, mut ply: usize, mut numbered: bool) {
    let mut at = from;
    while let Some(node) = tree.node(at) {
        let Some((&main, others)) = node.children.split_first() else {
            return;
        };
        write_move(out, tree, main, ply, numbered);
        for &variation in others {
            out.push_str(" (");
            write_move(out, tree, variation, ply, true);
            write_line(
                out,
                tree,
                variation,
                ply + 1,
                tree.node(variation).is_some_and(|n| !n.note.is_blank()),
            );
            out.push(')');
        }
        numbered = !others.is_empty() || tree.node(main).is_some_and(|n| !n.note.is_blank());
        ply += 1;
        at = main;
    }
}

fn quote(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', " ")
}

impl core::fmt::Display for Study {
    /// The record text, which [`Study::parse`] reads back to the same study.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for (i, chapter) in self.chapters.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            for (name, value) in &chapter.tags {
                writeln!(f, "[{name} \"{}\"]", quote(value))?;
            }
            let mut out = String::new();
            if let Some(root) = chapter.tree.node(MoveTree::ROOT) {
                write_note(&mut out, &root.note);
                write_line(&mut out, &chapter.tree, MoveTree::ROOT, 0, !root.note.is_blank());
            }
            let out = out.trim();
            if !out.is_empty() {
                if !chapter.tags.is_empty() {
                    f.write_str("\n")?;
                }
                writeln!(f, "{out}")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    const SAMPLE: &str = "[game \"brandubh\"]\n[first \"Ann \\\"the Bold\\\"\"]\n\
        {Before the first move.}\n\
        1. d2-e2 {A quiet start [%cs Klidný začátek] [%arrow d2-e2 d1-d3] [%mark e4]} c4-c5?!\n\
        (1... d6-e6 {the other answer} 2. e2-e3 (2. d1-e1)) 2. e2-e4\n";

    #[test]
    fn tags_moves_variations_and_comments_are_read() {
        let study = Study::parse(SAMPLE).unwrap();
        let ch = &study.chapters[0];
        assert_eq!(ch.tag("game"), Some("brandubh"));
        assert_eq!(ch.tag("first"), Some("Ann \"the Bold\""));
        let t = &ch.tree;
        let main: Vec<&str> = t
            .main_line()
            .iter()
            .map(|&n| t.node(n).unwrap().notation.as_str())
            .collect();
        assert_eq!(main, ["d2-e2", "c4-c5", "e2-e4"]);
        assert_eq!(t.node(MoveTree::ROOT).unwrap().note.text, "Before the first move.");
        let first = t.node(t.main_line()[0]).unwrap();
        assert_eq!(first.note.text, "A quiet start");
        assert_eq!(first.note.cs.as_deref(), Some("Klidný začátek"));
        assert_eq!(
            first.note.arrows,
            [("d2".into(), "e2".into()), ("d1".into(), "d3".into())]
        );
        assert_eq!(first.note.marks, ["e4"]);
        assert_eq!(t.node(t.main_line()[1]).unwrap().note.glyph, Some(Glyph::Dubious));
        assert_eq!(t.variations(), 2);
        let d1 = t
            .walk()
            .into_iter()
            .find(|&n| t.node(n).unwrap().notation == "d1-e1")
            .unwrap();
        assert_eq!(t.moves_to(d1), ["d2-e2", "d6-e6", "d1-e1"]);
        assert_eq!(t.node(d1).unwrap().at, (5, 45));
    }

    #[test]
    fn what_is_written_reads_back_the_same() {
        let study = Study::parse(SAMPLE).unwrap();
        let text = study.to_string();
        assert_eq!(
            strip_places(Study::parse(&text).unwrap()),
            strip_places(study),
            "{text}"
        );
        assert!(
            text.contains("(1... d6-e6 {the other answer} 2. e2-e3 (2. d1-e1))"),
            "{text}"
        );
    }

    fn strip_places(mut study: Study) -> Study {
        // Places are where a move was read; a text written anew puts them elsewhere.
        for ch in &mut study.chapters {
            for id in ch.tree.walk() {
                ch.tree.node_mut(id).unwrap().at = (0, 0);
            }
        }
        study
    }

    #[test]
    fn chapters_start_at_a_tag_after_moves_and_the_older_form_reads() {
        let study = Study::parse("[chapter \"one\"]\n1. a b\n[chapter \"two\"]\n[start \"x\"]\n1. c\n").unwrap();
        assert_eq!(study.chapters.len(), 2);
        assert_eq!(study.chapters[1].tag("start"), Some("x"));
        assert_eq!(study.chapters[1].tree.len(), 1);
        let old = Study::parse("position: 7/7/7/3k3/7/7/3a3 d\n1. d1-c1 d4-d5\n").unwrap();
        assert_eq!(old.chapters[0].tag("start"), Some("7/7/7/3k3/7/7/3a3 d"));
        assert_eq!(old.chapters[0].tree.len(), 2);
        assert_eq!(Study::parse("").unwrap().chapters.len(), 1);
    }

    #[test]
    fn bad_records_say_what_and_where() {
        let kind = |text: &str| Study::parse(text).map(|_| ()).unwrap_err();
        let e = kind("1. a {open");
        assert_eq!((e.line, e.column, e.kind), (1, 6, StudyTextErrorKind::UnclosedComment));
        assert_eq!(kind("(a)").kind, StudyTextErrorKind::VariationBeforeMove);
        assert_eq!(kind("a b)").kind, StudyTextErrorKind::StrayParen);
        let e = kind("a\nb (c");
        assert_eq!(
            (e.line, e.column, e.kind),
            (2, 3, StudyTextErrorKind::UnclosedVariation)
        );
        assert_eq!(kind("[game brandubh]").kind, StudyTextErrorKind::BadTag);
        assert_eq!(kind("a }").kind, StudyTextErrorKind::StrayBrace);
        assert_eq!(
            kind("a {[%circle e4]}").kind,
            StudyTextErrorKind::BadCommand("%circle e4".into())
        );
        assert_eq!(kind("a {[%arrow e4]}").kind, StudyTextErrorKind::BadArrow("e4".into()));
        let deep = format!("a b {}", "(c ".repeat(MAX_NESTING + 1));
        assert_eq!(kind(&deep).kind, StudyTextErrorKind::TooDeep);
        assert_eq!(
            kind(&"a ".repeat(MAX_STUDY_MOVES + 1)).kind,
            StudyTextErrorKind::TooManyMoves
        );
        assert!(kind("a {open").to_string().starts_with("line 1, column 3: the comment"));
    }
}
