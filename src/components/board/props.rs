//! What a board is given, in small groups as chessground's configuration has
//! them: the position and the game's drawing, what may move ([`Movable`]), what
//! the person's gestures report ([`BoardEvents`]), and the marks drawn over the
//! position ([`Drawable`]). A game's board hands the groups on whole.

use std::collections::BTreeMap;
use std::rc::Rc;

use yew::prelude::*;

use super::grid::{Cell, Grid};

/// A piece to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceView {
    /// Where it stands.
    pub cell: Cell,
    /// Its kind: a CSS class and the `data-piece` attribute.
    pub kind: &'static str,
    /// Its description (the SVG title).
    pub title: String,
    /// Its shape, centred on the origin.
    pub shape: Html,
}

/// A choice among moves that share one gesture (a troll's capture set): the
/// cells that can be toggled and those chosen now.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChoiceView {
    /// The gesture's origin.
    pub from: Cell,
    /// The gesture's destination.
    pub to: Cell,
    /// Cells that can be toggled.
    pub cells: Vec<Cell>,
    /// Cells chosen now.
    pub chosen: Vec<Cell>,
}

/// What may move now and how (chessground's `movable`): empty, the board is
/// view-only.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Movable {
    /// For each cell whose piece may move now, the cells it may go to.
    pub targets: Rc<BTreeMap<Cell, Vec<Cell>>>,
    /// Destinations reached by a throw rather than a plain move, with its kind
    /// (`"hurl"`, `"shove"`), keyed by `(from, to)`.
    pub throws: Rc<BTreeMap<(Cell, Cell), &'static str>>,
    /// The path each `(from, to)` gesture would take (cells entered), shown for
    /// the selected piece's destinations and brought out on hover.
    pub routes: Rc<BTreeMap<(Cell, Cell), Vec<Cell>>>,
    /// A choice in progress among moves that share one gesture.
    pub choice: Option<ChoiceView>,
    /// A cell selected by the page (the end of a jump chain in progress).
    pub selected: Option<Cell>,
    /// The cells of a gesture in progress so far (a chain's start and landings).
    pub trail: Vec<Cell>,
}

/// What the person's gestures report (chessground's `events`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardEvents {
    /// Called with `(from, to)` when a person moves a piece.
    pub on_gesture: Callback<(Cell, Cell)>,
    /// Called with a cell of the choice in progress that a person clicks.
    pub on_toggle: Callback<Cell>,
    /// Called when a person cancels with Escape (a chain or a choice in progress).
    pub on_cancel: Callback<()>,
    /// Called when a person confirms the choice in progress with Enter.
    pub on_confirm: Callback<()>,
    /// Called with the names of a selected piece's cell and of a cell it may not
    /// go to, when a person tries that (the page asks the engine why).
    pub on_refused: Callback<(AttrValue, AttrValue)>,
}

/// The marks drawn over the position (chessground's `drawable` and its
/// last-move highlight).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drawable {
    /// The last move's origin and destination.
    pub last: Option<(Cell, Cell)>,
    /// Cells emptied by the last move's captures.
    pub removed: Vec<Cell>,
    /// Cells whose contents the last move carried elsewhere, `(from, to)`:
    /// pieces that arrived this way slide in from where they were.
    pub motion: Vec<(Cell, Cell)>,
    /// A move suggested by the computer, drawn as an arrow, then the moves of a
    /// forced line that follow it, drawn as numbered arrows. Each is the cells
    /// it passes, from the piece to its target (two for a straight move).
    pub arrows: Vec<Vec<Cell>>,
    /// The opponent's immediate threats (the "show threats" aid), each drawn as
    /// a dashed arrow through the cells it passes.
    pub threats: Vec<Vec<Cell>>,
    /// The cells whose pieces the threats would take.
    pub threatened: Vec<Cell>,
    /// Cells marked by a lesson or an annotation, by name (`c5`); a name the
    /// board does not have is not drawn.
    pub marked: Vec<AttrValue>,
    /// Arrows of a lesson or an annotation, from cell to cell by name (`g6`,
    /// `c6`), drawn straight; one with a name the board does not have is not
    /// drawn.
    pub pointed: Vec<(AttrValue, AttrValue)>,
}

/// What the page passes to any game's board.
#[derive(Debug, Properties, PartialEq)]
pub struct BoardProps<G: PartialEq> {
    /// The position to show.
    pub position: G,
    /// What may move.
    #[prop_or_default]
    pub movable: Movable,
    /// What gestures report.
    #[prop_or_default]
    pub events: BoardEvents,
    /// The marks over the position.
    #[prop_or_default]
    pub drawable: Drawable,
    /// Seen from the top.
    #[prop_or_default]
    pub flipped: bool,
    /// Coordinates along the edges.
    #[prop_or(true)]
    pub coordinates: bool,
}

impl<G: PartialEq> BoardProps<G> {
    /// A view-only board of `position`.
    pub fn still(position: G, coordinates: bool) -> Self {
        BoardProps {
            position,
            movable: Movable::default(),
            events: BoardEvents::default(),
            drawable: Drawable::default(),
            flipped: false,
            coordinates,
        }
    }
}

/// Props of [`super::BoardSvg`]: the game's drawing of its board, and the
/// groups of [`BoardProps`] handed on.
#[derive(Debug, Properties, PartialEq)]
pub struct BoardSvgProps {
    /// The grid.
    pub grid: Grid,
    /// Class naming the game (`thud`, `brandubh`).
    pub game: AttrValue,
    /// The accessible name of the board.
    pub label: AttrValue,
    /// The frame and cells, drawn by the game.
    pub cells: Html,
    /// Names of the cells (for `data-square` and titles), by cell.
    pub names: Rc<Vec<AttrValue>>,
    /// What a cell is, besides its name and piece ("throne", "no tile"), by cell;
    /// spoken with the cell.
    #[prop_or_default]
    pub notes: Rc<Vec<AttrValue>>,
    /// The pieces.
    pub pieces: Vec<PieceView>,
    /// What may move.
    pub movable: Movable,
    /// What gestures report.
    pub events: BoardEvents,
    /// The marks over the position.
    pub drawable: Drawable,
}
