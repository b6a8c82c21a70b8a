//! What the app needs to know of a game beyond its rules: names and texts, its
//! board, how its moves look as gestures, its status details and rule options.
//! [`visit_ui`] is the app's one list of games.

use std::fmt;

use abstrakta_engine::study::Explored;
use abstrakta_engine::{bilitaire, brandubh, thud, topquark, GameKind, Registered, Side};
use serde::{de::DeserializeOwned, Serialize};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::board::{BoardProps, Cell, Drawable};
use crate::i18n::{Lang, Msg, Phrase, Refusals, Unit};
use crate::state::{puzzle_count, MatchState, Notice, PlayParams, Plies, RecordError, Route, Source, TextGrid};

/// A worked example: where it starts, its moves and what each step shows.
#[derive(Debug, PartialEq, Eq)]
pub struct ExampleData {
    /// The start position, as the game writes it (the game's start when `None`).
    pub position: Option<&'static str>,
    /// The moves from that position, in notation, separated by spaces.
    pub moves: &'static str,
    /// How many of the moves lead up to the example without being shown one by
    /// one (a position reached in a game).
    pub from: usize,
    /// What the first position shows, then one sentence for each move after
    /// the first `from`: as many moves are shown as there are sentences after
    /// the first.
    pub captions: &'static [&'static dyn Phrase],
}

impl ExampleData {
    /// The number of moves played at the example's last step.
    pub fn end(&self) -> usize {
        self.from + self.captions.len().saturating_sub(1)
    }

    /// The example as an address's parameters.
    pub fn params(&self) -> PlayParams {
        PlayParams {
            position: self.position.map(str::to_string),
            moves: Some(self.moves.split_whitespace().map(str::to_string).collect()),
            ..PlayParams::default()
        }
    }
}

/// What the board editor may put on a cell, as the position text writes it,
/// each with its name; the first is an empty cell.
pub type Palette = &'static [(char, &'static dyn Phrase)];

/// A game's own words that every page uses.
#[derive(Debug)]
pub struct GameWords {
    /// The game's name.
    pub name: &'static dyn Phrase,
    /// One line about the game, for the home page.
    pub blurb: &'static dyn Phrase,
    /// The sides' names (plural: "Dwarfs", "Attackers"), the first side's first.
    pub sides: [&'static dyn Phrase; 2],
    /// What each side's pieces look like and what it plays for, the first side's first.
    pub goals: [&'static dyn Phrase; 2],
    /// An example of move notation for the typed-move field.
    pub move_example: &'static str,
    /// The rules, as the rules page writes them ([`crate::components::rules_page`]).
    pub rules: &'static dyn Phrase,
    /// What the start position's pieces and marks are, under its picture on the
    /// rules page.
    pub legend: &'static dyn Phrase,
}

/// A game as the app shows it. The rules stay in the engine: the app asks it for
/// legal moves and only maps them to gestures and words.
pub trait UiGame:
    Refusals + Registered<Rules: Copy + PartialEq + fmt::Debug + Serialize + DeserializeOwned> + PartialEq
{
    /// The game's name, blurb, sides and goals.
    const WORDS: GameWords;
    /// The game's name.
    fn name(lang: Lang) -> &'static str {
        lang.t(Self::WORDS.name)
    }
    /// The board editor: what it may put on a cell, as the position text
    /// writes it, each with its name; the first is an empty square. A cell
    /// that holds anything else (Thud's Thudstone, a Top Quark square
    /// without a hollow) is not edited.
    const PALETTE: Palette;
    /// Whether the position text counts runs of empty squares with numbers
    /// (the editor then writes an empty square as a space while it edits).
    const TEXT_RUNS: bool;
    /// The letters of the two sides in the position text, the first side's
    /// first.
    const SIDE_LETTERS: [char; 2];
    /// The board's cells, each with its place in the position text (the row
    /// from the top, the column).
    fn text_places() -> Vec<(Cell, (usize, usize))>;
    /// The words of the position text after the side to move that the editor
    /// gives a field of their own (the word's place from 1, its name): Thud's
    /// battle, Bi-litaire's round, Top Quark's round counter and captures.
    fn edit_words(_lang: Lang) -> Vec<(usize, &'static str)> {
        Vec::new()
    }
    /// Writes `c` on `place` of the opened-up text (Bi-litaire writes a tile's
    /// four hollows together).
    fn edit_text(grid: &mut TextGrid, place: (usize, usize), c: char) {
        grid.set(place, c);
    }
    /// One line about the game, for the home page.
    fn blurb(lang: Lang) -> &'static str {
        lang.t(Self::WORDS.blurb)
    }
    /// The name of a side (plural: "Dwarfs", "Attackers").
    fn side_name(lang: Lang, side: Side) -> &'static str {
        lang.t(Self::WORDS.sides[usize::from(side == Side::Second)])
    }
    /// The word for a round ("Round"; Thud says "Battle").
    fn round_word(lang: Lang) -> &'static str {
        lang.t(crate::i18n::Text::Round)
    }
    /// The side whose pieces are drawn light: the evaluation bar shows its share
    /// on the left, in a light colour, whichever side is to move (the first side
    /// by default).
    fn light_side() -> Side {
        Side::First
    }
    /// What a side's pieces look like and what it plays for, in a few words
    /// ("light pieces and the king: bring the king to a corner").
    fn goal(lang: Lang, side: Side) -> &'static str {
        lang.t(Self::WORDS.goals[usize::from(side == Side::Second)])
    }
    /// "The attackers win": a side's win, in a sentence (sides named in the
    /// plural by default).
    fn side_wins(lang: Lang, side: Side) -> String {
        let side = &Self::side_name(lang, side);
        lang.say(if Self::ONE_PLAYER_SIDES {
            Msg::SideWinsOne { side }
        } else {
            Msg::SideWins { side }
        })
    }
    /// Whether each side is named as one player ("White", "the jumper") rather
    /// than a group ("the attackers", "the dwarfs"): a Czech verb agrees with it
    /// ("Černý táhl", "Obránci táhli").
    const ONE_PLAYER_SIDES: bool = false;
    /// Whether a side's name is a proper name ("White", "Black"), written with a
    /// capital and without "the" inside a sentence ("You play White"), rather
    /// than a common noun ("You play the jumper").
    const SIDES_ARE_NAMES: bool = false;
    /// An example of move notation for the typed-move field.
    fn move_example() -> &'static str {
        Self::WORDS.move_example
    }
    /// The board, drawn for these props.
    fn board(props: BoardProps<Self>) -> Html;
    /// A piece move as a gesture `(from, to)` on the board's grid; `None` for moves
    /// made with buttons (offers and answers).
    fn gesture(m: Self::Move) -> Option<(Cell, Cell)>;
    /// The whole gesture of a move: the cells pointed at in order (a piece and its
    /// destination; a jump chain's start and each landing). By default the two
    /// cells of [`UiGame::gesture`].
    fn path(m: Self::Move) -> Option<Vec<Cell>> {
        Self::gesture(m).map(|(from, to)| vec![from, to])
    }
    /// The cells a move's piece passes through and lands on, when the way matters
    /// (Top Quark's maze); `None` by default.
    fn route(_pos: &Self, _m: Self::Move) -> Option<Vec<Cell>> {
        None
    }
    /// Cells whose contents `m` carries elsewhere in `before` (sliding tiles), as
    /// `(from, to)`, for the board to animate. None by default.
    fn motion(_before: &Self, _m: Self::Move) -> Vec<(Cell, Cell)> {
        Vec::new()
    }
    /// The heading and help of the chooser shown when several moves share a
    /// gesture (Thud: the captured dwarfs).
    fn chooser_text(lang: Lang) -> (&'static str, &'static str) {
        (
            lang.t(crate::i18n::Text::ChooseCaptures),
            lang.t(crate::i18n::Text::ChooseHelp),
        )
    }
    /// The words of one candidate in the chooser (by default its notation).
    fn choice_label(_lang: Lang, pos: &Self, m: Self::Move) -> String {
        pos.move_to_text(m)
    }
    /// A line for a finished round of a match, when the game words it its own way
    /// (by default the side that won and the margin).
    fn round_line(_lang: Lang, _end: &Self) -> Option<String> {
        None
    }
    /// The match totals and, once the match is over, its verdict, when the game
    /// words them its own way (by default seat totals of the margins).
    fn match_lines(_lang: Lang, _state: &MatchState<Self>) -> Option<(String, Option<String>)> {
        None
    }
    /// The status line once a round is over, when the game words it its own way
    /// (by default the side that won and [`UiGame::end_reason`]).
    fn round_over_line(_lang: Lang, _pos: &Self) -> Option<String> {
        None
    }
    /// The note that the players swap sides after a round (for matches).
    fn swap_note(lang: Lang) -> &'static str {
        lang.t(crate::i18n::Text::SidesSwap)
    }
    /// A kind to mark among the destinations (`"hurl"`, `"shove"`), for moves
    /// that are more than a plain move; `None` for plain ones.
    fn throw_kind(_m: Self::Move) -> Option<&'static str> {
        None
    }
    /// Cells whose pieces `m` removes from `pos` (before it is played).
    fn removed(pos: &Self, m: Self::Move) -> Vec<Cell>;
    /// The words of a button for a move without a gesture (`propose`, `accept`…).
    fn action_label(lang: Lang, m: Self::Move) -> String;
    /// Why the round of `pos` ended (it is over).
    fn end_reason(lang: Lang, pos: &Self) -> String;
    /// A line about material or points in `pos` (captured counts, battle score).
    fn score_line(lang: Lang, state: &MatchState<Self>, pos: &Self) -> String;
    /// A note for the side to move in `pos` (a pending proposal), if any.
    fn turn_note(_lang: Lang, _pos: &Self) -> Option<String> {
        None
    }
    /// The words of the game's rule options in the new-game form, one for
    /// each of [`Registered::OPTIONS`] in its order.
    const OPTION_TEXTS: &'static [OptionText];
    /// The worked examples of the rules page, in the order its text numbers
    /// them.
    const EXAMPLES: &'static [ExampleData];
    /// The page of puzzle `number` (routes name it only for a game with a
    /// puzzle set; a game without one draws nothing here, so that the puzzle
    /// page's code is not built for it).
    fn puzzles_page(number: usize) -> Html;
    /// A legend of the board's marks for the play page, when its signs need
    /// one at a glance (Top Quark's hollows); nothing by default.
    fn board_legend() -> Html {
        html! {}
    }
    /// What the evaluation counts in, for the coach's "the evaluation dropped by
    /// 1.6 points": how many of its hundredths make one unit, and the unit (a
    /// point of the score by default).
    fn eval_unit() -> (i32, Unit) {
        (abstrakta_engine::MARGIN_UNIT, Unit::Point)
    }
    /// A record or position in another program's format (OpenTafl's `.otg`
    /// or position record for Brandubh), with the rules it names (`None`: a
    /// position, played under the rules chosen): `None` when `text` is not
    /// one, the refusal in words when it is one that cannot be loaded.
    fn foreign_record(_text: &str) -> Option<ForeignImport<Self>> {
        None
    }
    /// The game of `moves` from `start`, now at `current`, in another
    /// program's format, labelled in `lang` (`None` for a game without one).
    fn foreign_export(_lang: Lang, _start: &Self, _moves: &[Self::Move], _current: &Self) -> Option<ForeignExport> {
        None
    }
    /// Width and height of the embedded viewer's frame, in CSS pixels.
    fn embed_size() -> (u32, u32) {
        (420, 650)
    }
}

/// What [`UiGame::foreign_record`] reads: the rules named (if any) and the
/// record, or the refusal in words.
pub type ForeignImport<G> =
    Result<(Option<<G as abstrakta_engine::Game>::Rules>, crate::state::Record), crate::i18n::Words>;

/// A game in another program's format ([`UiGame::foreign_export`]).
#[derive(Clone, Debug, PartialEq)]
pub struct ForeignExport {
    /// The record's label.
    pub label: String,
    /// Its file name.
    pub file: &'static str,
    /// Its text.
    pub text: String,
    /// The current position's label and text in that format.
    pub position: (String, String),
}

/// The words of one rule option: its label, and a phrase for each value in
/// the order of its [`RuleOption`](abstrakta_engine::RuleOption)'s values.
pub struct OptionText {
    /// The option's label.
    pub label: &'static dyn Phrase,
    /// Its values' words.
    pub values: &'static [&'static dyn Phrase],
}

impl std::fmt::Debug for OptionText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OptionText")
            .field("values", &self.values.len())
            .finish_non_exhaustive()
    }
}

/// The game's rule options for the new-game form: a choice among the values
/// of each, reported as the rules they make.
pub fn rule_options<G: UiGame>(lang: Lang, rules: G::Rules, on_change: Callback<G::Rules>) -> Html {
    html! {
        <>
            { for G::OPTIONS.iter().zip(G::OPTION_TEXTS).map(|(option, words)| {
                let onchange = {
                    let on_change = on_change.clone();
                    Callback::from(move |e: Event| {
                        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
                        if let Some(index) = option.values.iter().position(|v| *v == value) {
                            let mut changed = rules;
                            (option.set)(&mut changed, index);
                            on_change.emit(changed);
                        }
                    })
                };
                let current = (option.get)(&rules);
                html! {
                    <label>{ lang.t(words.label) }
                        <select name={option.name} {onchange}>
                            { for option.values.iter().zip(words.values).enumerate().map(|(index, (value, text))| html! {
                                <option value={*value} selected={index == current}>{ lang.t(*text) }</option>
                            }) }
                        </select>
                    </label>
                }
            }) }
        </>
    }
}

/// The board's marks of move `m` played from `before`: its gesture (from, to),
/// the cells whose pieces it removes, and the contents it carries elsewhere.
pub fn drawn_after<G: UiGame>(before: &G, m: G::Move) -> Drawable {
    Drawable {
        last: G::gesture(m),
        removed: G::removed(before, m),
        motion: G::motion(before, m),
        ..Drawable::default()
    }
}

/// The board's marks of the last of the first `k` moves of `plies` (none at
/// the start).
pub fn drawn_after_ply<G: UiGame>(plies: &Plies<G>, k: usize) -> Drawable {
    k.checked_sub(1)
        .map(|i| drawn_after(plies.position(i), plies[i].mv))
        .unwrap_or_default()
}

/// The position a tree shows and what the board draws over it: the move
/// shown (not after a move that ends a round, where play goes on in the next
/// round's start, which is shown), and its note's marked cells and arrows.
pub fn shown_board<G: UiGame>(explored: &Explored<G>) -> (G, Drawable) {
    let after = explored.position();
    let crossed = after.outcome().is_some() && after.next_round().is_some();
    let mut drawable = explored
        .move_of(explored.current())
        .filter(|_| !crossed)
        .map(|(before, m)| drawn_after(&before, m))
        .unwrap_or_default();
    let note = explored.note();
    drawable.marked = note.marks.iter().map(|m| AttrValue::from(m.clone())).collect();
    drawable.pointed = note
        .arrows
        .iter()
        .map(|(a, b)| (AttrValue::from(a.clone()), AttrValue::from(b.clone())))
        .collect();
    (explored.playable(), drawable)
}

/// The cells an arrow for `m` in `pos` passes: the piece's cell, then its route
/// ([`UiGame::route`]), each landing of a chain ([`UiGame::path`]), or its target.
pub fn arrow_cells<G: UiGame>(pos: &G, m: G::Move) -> Option<Vec<Cell>> {
    let (from, to) = G::gesture(m)?;
    // A chain of jumps: through each landing.
    if let Some(path) = G::path(m).filter(|path| path.len() > 2) {
        return Some(path);
    }
    let mut cells = vec![from];
    match G::route(pos, m) {
        Some(route) if route.last() == Some(&to) => cells.extend(route),
        _ => cells.push(to),
    }
    Some(cells)
}

/// Something done for one game whatever it is, with its [`UiGame`] type.
pub trait UiVisitor {
    /// The result.
    type Output;
    /// Does it for game `G`.
    fn visit<G: UiGame>(self) -> Self::Output;
}

/// Calls `visitor` with the game's position type: the app's one list of games.
pub fn visit_ui<V: UiVisitor>(kind: GameKind, visitor: V) -> V::Output {
    match kind {
        GameKind::Thud => visitor.visit::<thud::Position>(),
        GameKind::Brandubh => visitor.visit::<brandubh::Position>(),
        GameKind::Bilitaire => visitor.visit::<bilitaire::Position>(),
        GameKind::TopQuark => visitor.visit::<topquark::Position>(),
    }
}

/// A game's name in a language.
struct NameOf(Lang);

impl UiVisitor for NameOf {
    type Output = &'static str;
    fn visit<G: UiGame>(self) -> &'static str {
        G::name(self.0)
    }
}

/// The game's name as players write it, in `lang`.
pub fn game_name(lang: Lang, kind: GameKind) -> &'static str {
    visit_ui(kind, NameOf(lang))
}

/// The end of a rules page: play the game, and try its puzzles where it has some.
pub fn rules_links(lang: Lang, kind: GameKind) -> Html {
    html! {
        <p class="row">
            <a class="button primary" href={Route::Play(kind, Default::default()).to_hash()}>{ lang.say(Msg::PlayThis { game: &game_name(lang, kind) }) }</a>
            <a class="button" href={Route::Learn(kind, None).to_hash()}>{ lang.say(Msg::LearnOf { game: &game_name(lang, kind) }) }</a>
            if puzzle_count(kind) > 0 {
                <a class="button" href={Route::Puzzles(kind, 1).to_hash()}>{ lang.say(Msg::PuzzlesOf { game: &game_name(lang, kind) }) }</a>
            }
        </p>
    }
}

/// The rules an address names (the defaults when it names none), and why they
/// were refused if they were.
pub fn rules_from<G: UiGame>(params: &PlayParams) -> (G::Rules, Option<Notice<G>>) {
    match params.rules.as_deref().map(G::parse_rules) {
        None => (G::Rules::default(), None),
        Some(Ok(rules)) => (rules, None),
        Some(Err(e)) => (
            G::Rules::default(),
            Some(Notice::Load {
                source: Source::Link,
                error: RecordError::Rules(e),
            }),
        ),
    }
}

#[cfg(test)]
mod tests {
    use abstrakta_engine::{bilitaire, brandubh, thud, topquark};

    use abstrakta_engine::{Game, Notation};

    use crate::i18n::{Lang, Refusals};

    /// The computer's move `text`, played after `moves` from `start` (the game's
    /// start when `None`), in words in both languages.
    fn computer_words<G: Refusals>(start: Option<&str>, moves: &[&str], text: &str) -> [String; 2] {
        let mut pos = match start {
            Some(t) => G::from_text(t, &G::Rules::default()).unwrap_or_else(|_| panic!("{t} is a valid position")),
            None => G::new(&G::Rules::default()),
        };
        for m in moves {
            let m = pos
                .parse_move(m)
                .unwrap_or_else(|_| panic!("{m} is legal in {}", pos.to_text()));
            pos = pos.play(m).unwrap_or_else(|_| panic!("a legal move"));
        }
        let m = pos.parse_move(text).unwrap_or_else(|_| panic!("{text} is legal"));
        let words = G::computer_words(&pos, m).expect("words for a move");
        [words.get(Lang::En).to_string(), words.get(Lang::Cs).to_string()]
    }

    #[test]
    fn the_computer_s_moves_are_said_in_words_in_every_game() {
        assert_eq!(
            computer_words::<brandubh::Position>(None, &["d1-e1", "d3-f3"], "d2-f2"),
            [
                "The computer moved an attacker from d2 to f2. It captured the defender on f3.",
                "Počítač táhl útočníkem z d2 na f2. Zajal obránce na f3."
            ]
        );
        assert_eq!(
            computer_words::<brandubh::Position>(None, &[], "d2-e2")[0],
            "The computer moved an attacker from d2 to e2."
        );
        let troll = Some("5/7/9/11/13/15/15/7o7/15/15/6T6/11/3ddd3/7/5 t");
        assert_eq!(
            computer_words::<thud::Position>(troll, &[], "TH5-H4xG3xH3xJ3"),
            [
                "The computer moved a troll from H5 to H4. It took the dwarfs on G3, H3, J3.",
                "Počítač táhl trollem z H5 na H4. Vzal trpaslíky na G3, H3, J3."
            ]
        );
        assert_eq!(
            computer_words::<thud::Position>(troll, &[], "TH5-H4xH3")[1],
            "Počítač táhl trollem z H5 na H4. Vzal trpaslíka na H3."
        );
        assert_eq!(
            computer_words::<thud::Position>(None, &[], "dF1-F6")[0],
            "The computer moved a dwarf from F1 to F6."
        );
        assert_eq!(
            computer_words::<bilitaire::Position>(None, &[], "xd4"),
            ["The computer removed the ball on d4.", "Počítač odebral kouli na d4."]
        );
        assert_eq!(
            computer_words::<bilitaire::Position>(None, &["xd4"], "B4-A4")[0],
            "The computer slid the tile B4 to A4."
        );
        let topquark = topquark::Position::new(&Default::default());
        let mut moves = Vec::new();
        topquark.legal_moves(&mut moves);
        let first = moves[0];
        let [en, cs] = computer_words::<topquark::Position>(None, &[], &topquark.move_to_text(first));
        assert_eq!(
            en,
            format!("The computer moved the ball on {} to {}.", first.from, first.to)
        );
        assert_eq!(cs, format!("Počítač přesunul kouli z {} na {}.", first.from, first.to));
    }

    /// For a game's tests: each of `moves` (written at the start) and of
    /// `positions`, and of a few texts made by spoiling the start position's text,
    /// is refused with a reason that reads as the engine's own English and has a
    /// Czech wording of its own.
    fn assert_refusals_worded<G: Refusals>(moves: &[&str], positions: &[&str]) {
        let rules = G::Rules::default();
        let start = G::new(&rules);
        let text = start.to_text();
        let spoilt = [
            String::new(),
            "x".to_string(),
            text.replacen('/', "/x", 1),
            text.replacen('/', "z/", 1),
            text.replacen(" 1 ", " 7 ", 1),
            text.replacen(' ', " x ", 1),
            format!("{text} zzz"),
        ];
        // A refusal's English, its Czech and the engine's own words.
        fn worded<E: std::fmt::Display>(e: &E, word: impl Fn(Lang, &E) -> String) -> [String; 3] {
            [word(Lang::En, e), word(Lang::Cs, e), e.to_string()]
        }
        fn refused<E>(text: &str) -> E {
            panic!("{text:?} was accepted")
        }
        let mut reasons: Vec<[String; 3]> = moves
            .iter()
            .map(|text| {
                worded(
                    &start.parse_move(text).err().unwrap_or_else(|| refused(text)),
                    G::move_refusal,
                )
            })
            .collect();
        let positions = spoilt
            .iter()
            .filter(|t| **t != text)
            .map(String::as_str)
            .chain(positions.iter().copied());
        reasons.extend(positions.map(|text| {
            worded(
                &G::from_text(text, &rules).err().unwrap_or_else(|| refused(text)),
                G::position_refusal,
            )
        }));
        for [en, cs, engine] in reasons {
            assert_eq!(en, engine, "the English reason is the engine's");
            assert!(!cs.trim().is_empty() && cs != en, "{en:?} has a Czech wording: {cs:?}");
        }
    }

    /// Every game words each reason for refusing a move or a position in both
    /// languages, the English as the engine writes it.
    #[test]
    fn every_refusal_is_worded_in_both_languages() {
        assert_refusals_worded::<brandubh::Position>(
            &["", "hello", "d9-d8", "a1-a2", "d3-e3", "d1-e2", "d2-e2xe3"],
            &[
                "7/7/7/7/7/7/7",
                "7/7/7/7/7/7/7 x",
                "7/7/7/7/7/7/7 a b",
                "7/7/7/7/7/7 a",
                "8/7/7/7/7/7/7 a",
                "6z/7/7/7/7/7/7 a",
                "7/7/7/7/7/7/7 a",
                "k6/7/7/7/7/7/6k a",
                "a6/7/7/3k3/7/7/7 a",
                "7/aaaaaaa/aaaaaaa/3k3/7/7/7 a",
                "7/ddddddd/7/3k3/7/7/7 a",
            ],
        );
        assert_refusals_worded::<thud::Position>(
            &["", "hello", "dZ1-Z2", "dH1-H2", "TG7-F6", "TF1-F2", "dF1-F15", "accept"],
            &[
                "dd1dd/d5d/d7d/d9d/d11d/d13d/d5TTT5d/6TTT6/d5TTT5d/d13d/d11d/d9d/d7d/d5d/dd1dd d 1 +0",
                "dd1dd/d5d/d7d/d9d/d11d/d13d/d5TTT5d/6ToT6/d5TTT5d/d13d/d11d/d9d/d7d/d5d/dd1dd d 1 x",
            ],
        );
        assert_refusals_worded::<bilitaire::Position>(
            &["", "hello", "xz9", "c3-c5", "xa1", "A1-B2"],
            &[
                "o-oooo--/--oooo--/oooooooo/oooooooo/oooooooo/oooooooo/--oooo--/--oooo-- j 1 +0",
                "--oooo--/--oooo--/oooooooo/oooooooo/oooooooo/oooooooo/--oooo--/--oooo-- j 1 x",
            ],
        );
        assert_refusals_worded::<topquark::Position>(
            &["hello", "a1-a2", "c1-c7"],
            &[
                "..-bb.bb.--/-b...b...b-/.........../.........../.........../-w...w...w-/--.ww.ww.-- w 1 0-0",
                "--.bb.bb.--/-b...b...b-/.........../.........../.........../-w...w...w-/--.ww.ww.-- w 1 x",
            ],
        );
    }
}
