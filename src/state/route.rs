//! Pages and their addresses. Routes live in the fragment (`#/brandubh?moves=…`),
//! so deep links work on any static host and under any sub-path.

use percent_encoding::{percent_decode, utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};
use std::collections::BTreeMap;

use abstrakta_engine::{GameKind, Level, MAX_RECORD_MOVES};

use super::match_state::Player;
use super::seat::BySeat;
use abstrakta_engine::Record;

/// A page of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The list of games.
    Home,
    /// A game's board, optionally with a position and moves to load.
    Play(GameKind, PlayParams),
    /// A game's rules.
    Rules(GameKind),
    /// A bare board that replays a position and moves, for embedding in tutorials.
    View(GameKind, PlayParams),
    /// A game's puzzles, at the one numbered (from 1), for the games that have
    /// puzzles.
    Puzzles(GameKind, usize),
    /// A game's course of lessons, at the lesson named (the first when `None`).
    Learn(GameKind, Option<String>),
    /// A game's board and lesson editor, from a position when the address
    /// carries one (`#/<game>/editor?position=…`).
    Editor(GameKind, Option<String>),
    /// One lesson on a page of its own, to link to or to embed: an author's
    /// lesson carried in the address, or one of the course.
    Lesson(GameKind, LessonParams),
    /// A game's analysis board, from the position and moves the address
    /// carries (`#/<game>/analysis?position=…&moves=…`).
    Analysis(GameKind, PlayParams),
    /// A study on a page of its own, to embed: the record a link carries,
    /// packed (`#/<game>/study?data=…`, in `study`), and the colours asked
    /// for (`theme=`).
    Study(GameKind, PlayParams),
    /// An address that names no page.
    NotFound(String),
}

/// The wasm file that draws an address: the site is split so that a page fetches
/// only the code it shows (the home page does not carry a game's play page, and an
/// embedded board carries only its game's viewer). `index.html`'s loader picks the
/// file by the same rule ([`Bundle::of`]); a bundle asked to draw an address of
/// another one reloads the page, so that the loader fetches the right one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bundle {
    /// The list of games (and any address that names no game).
    Home,
    /// A game's play, rules and puzzle pages.
    Game(GameKind),
    /// A game's embeddable viewer.
    Viewer(GameKind),
    /// A game's puzzles (for the games that have a puzzle set): kept out of its
    /// play page's bundle, which they would make a tenth larger.
    Puzzles(GameKind),
    /// A game's lessons.
    Learn(GameKind),
    /// A game's board and lesson editor.
    Editor(GameKind),
    /// A game's analysis board.
    Analysis(GameKind),
    /// A game's study viewer.
    Study(GameKind),
}

impl Bundle {
    /// The bundle that draws `hash`: the first segment of the path names a game
    /// (else the home bundle), a second segment `view` names its viewer, and
    /// `puzzles` its puzzles (for a game that has a puzzle set).
    pub fn of(hash: &str) -> Bundle {
        let hash = hash.trim_start_matches('#');
        let path = hash.split_once('?').map_or(hash, |(path, _)| path);
        let mut segments = path.split('/').filter(|s| !s.is_empty());
        match segments.next().map(str::parse::<GameKind>) {
            Some(Ok(kind)) => match segments.next() {
                Some("view") => Bundle::Viewer(kind),
                Some("puzzles") if puzzle_count(kind) > 0 => Bundle::Puzzles(kind),
                Some("learn" | "lesson") => Bundle::Learn(kind),
                Some("editor") => Bundle::Editor(kind),
                Some("analysis") => Bundle::Analysis(kind),
                Some("study") => Bundle::Study(kind),
                _ => Bundle::Game(kind),
            },
            _ => Bundle::Home,
        }
    }

    /// The stem of the bundle's files (`home`, `thud`, `thud-view`): the Cargo
    /// binary and its `<stem>.js` and `<stem>_bg.wasm` in the built site.
    pub fn stem(self) -> String {
        match self {
            Bundle::Home => "home".into(),
            Bundle::Game(kind) => kind.id().into(),
            Bundle::Viewer(kind) => format!("{}-view", kind.id()),
            Bundle::Puzzles(kind) => format!("{}-puzzles", kind.id()),
            Bundle::Learn(kind) => format!("{}-learn", kind.id()),
            Bundle::Editor(kind) => format!("{}-editor", kind.id()),
            Bundle::Analysis(kind) => format!("{}-analysis", kind.id()),
            Bundle::Study(kind) => format!("{}-study", kind.id()),
        }
    }

    /// Every bundle of the site.
    pub fn all() -> Vec<Bundle> {
        let mut all = vec![Bundle::Home];
        all.extend(GameKind::ALL.map(Bundle::Game));
        all.extend(GameKind::ALL.map(Bundle::Viewer));
        all.extend(
            GameKind::ALL
                .into_iter()
                .filter(|&kind| puzzle_count(kind) > 0)
                .map(Bundle::Puzzles),
        );
        all.extend(GameKind::ALL.map(Bundle::Learn));
        all.extend(GameKind::ALL.map(Bundle::Editor));
        all.extend(GameKind::ALL.map(Bundle::Analysis));
        all.extend(GameKind::ALL.map(Bundle::Study));
        all
    }
}

/// What a lesson's own address carries (`#/<game>/lesson?data=…`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonParams {
    /// An author's lesson: its text packed with raw deflate, in base64url
    /// (`data=`; `abstrakta lesson link` writes it).
    pub data: Option<String>,
    /// A lesson of the game's course, by its identifier (`id=`).
    pub id: Option<String>,
    /// Drawn for a frame in another page: the lesson alone, without the site's
    /// header (`embed=1`).
    pub embed: bool,
    /// The colours the frame asks for (`theme=`), as a viewer's.
    pub theme: Option<Theme>,
    /// A `theme=` value that is neither `light` nor `dark`, kept to be reported.
    pub bad_theme: Option<String>,
}

/// What a play address may carry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayParams {
    /// A start position text (`position=`).
    pub position: Option<String>,
    /// Moves from the start, in notation (`moves=`, separated by `+`, spaces or commas).
    pub moves: Option<Vec<String>>,
    /// Rule options (`rules=`, as `name=value` pairs separated by commas).
    pub rules: Option<String>,
    /// How many of the moves to show at first (`at=`; all when absent).
    pub at: Option<usize>,
    /// An `at=` value that is not a move number, kept to be reported.
    pub bad_at: Option<String>,
    /// The colours a viewer asks for (`theme=`; the reader's system theme when
    /// absent). `index.html` applies it before the page is drawn.
    pub theme: Option<Theme>,
    /// A `theme=` value that is neither `light` nor `dark`, kept to be reported.
    pub bad_theme: Option<String>,
    /// Who plays each seat (`players=`, the first seat then the second, each
    /// `human`, a level, or `friend` for a friend whose moves arrive by link:
    /// `players=human,easy`); both at the screen when absent.
    pub players: Option<BySeat<Player>>,
    /// A `players=` value that is not two players, kept to be reported.
    pub bad_players: Option<String>,
    /// A study packed for an address (`study=`: raw deflate, then base64url),
    /// read by the viewer and the analysis board.
    pub study: Option<String>,
    /// Variations beside the moves, read by the analysis board (`line=`,
    /// once a line: the moves of the line from the start, as `moves=` writes
    /// them): how the play page hands it a game with its variations.
    pub lines: Vec<Vec<String>>,
    /// A viewer's annotations as written, each key (`note3`, `arrows3`,
    /// `marks3`) with its value: read by the viewer alone ([`read_notes`]).
    pub notes: Vec<(String, String)>,
}

/// A viewer's annotations, by move number (0: the start position): what a
/// tutorial says and draws beside a move. The second value is the first
/// annotation that did not read, as written, kept to be reported.
pub fn read_notes(written: &[(String, String)]) -> (BTreeMap<usize, Note>, Option<String>) {
    let mut notes = BTreeMap::new();
    let mut bad = None;
    for (key, value) in written {
        let name = key.trim_end_matches(|c: char| c.is_ascii_digit());
        let read = key[name.len()..]
            .parse::<usize>()
            .ok()
            .filter(|&n| n <= MAX_RECORD_MOVES)
            .and_then(|n| notes.entry(n).or_insert_with(Note::default).read(name, value));
        if read.is_none() && bad.is_none() {
            bad = Some(format!("{key}={value}"));
        }
    }
    (notes, bad)
}

/// What a viewer shows with one position of the moves it replays.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Note {
    /// A caption (`note3=Now the king runs | Teď král utíká`): English, then
    /// ` | ` and Czech, as in a lesson.
    pub caption: String,
    /// Arrows from cell to cell (`arrows3=g6-c6,d1-d3`).
    pub arrows: Vec<(String, String)>,
    /// Marked cells (`marks3=c5,d4`).
    pub marks: Vec<String>,
}

/// The longest caption an annotation may have, in bytes.
pub const MAX_CAPTION: usize = 1000;

/// The most arrows or marks one annotation may have.
pub const MAX_NOTE_ITEMS: usize = 16;

impl Note {
    /// Adds what `key` (without its number) says, if it reads.
    fn read(&mut self, key: &str, value: &str) -> Option<()> {
        let cells = || value.split(',').map(str::trim).filter(|c| !c.is_empty());
        let cell = |c: &str| (c.len() <= 8 && c.bytes().all(|b| b.is_ascii_alphanumeric())).then(|| c.to_string());
        match key {
            "note" if value.len() <= MAX_CAPTION => self.caption = value.trim().to_string(),
            "arrows" => {
                for pair in cells() {
                    let (a, b) = pair.split_once('-')?;
                    self.arrows.push((cell(a)?, cell(b)?));
                }
            }
            "marks" => {
                for c in cells() {
                    self.marks.push(cell(c)?);
                }
            }
            _ => return None,
        }
        (self.arrows.len() <= MAX_NOTE_ITEMS && self.marks.len() <= MAX_NOTE_ITEMS).then_some(())
    }
}

/// The name of `player` in an address: `human`, or the computer's level.
fn player_name(player: Player) -> &'static str {
    match player {
        Player::Human => "human",
        Player::Computer(level) => level.name(),
        Player::Friend => "friend",
    }
}

/// Reads a `players=` value: two players separated by a comma.
fn parse_players(text: &str) -> Option<BySeat<Player>> {
    let player = |name: &str| match name.trim() {
        "human" => Some(Player::Human),
        "friend" => Some(Player::Friend),
        level => level.parse::<Level>().ok().map(Player::Computer),
    };
    let (a, b) = text.split_once(',')?;
    Some(BySeat {
        a: player(a)?,
        b: player(b)?,
    })
}

/// The colours of a page: light or dark surroundings (the boards keep theirs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Light surroundings.
    Light,
    /// Dark surroundings.
    Dark,
}

impl Theme {
    /// The value written in an address.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// Both themes, light first.
    pub const ALL: [Theme; 2] = [Theme::Light, Theme::Dark];

    /// The theme named exactly `text` (`light` or `dark`), if any: as strict as
    /// `index.html`, which applies it.
    pub fn parse(text: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == text)
    }
}

impl PlayParams {
    /// Whether the address carries a game to load.
    pub fn is_empty(&self) -> bool {
        self.position.is_none() && self.moves.is_none() && self.rules.is_none() && self.players.is_none()
    }

    /// The game the address carries.
    pub fn record(&self) -> Record {
        Record {
            start: self.position.clone(),
            moves: self.moves.clone().unwrap_or_default(),
        }
    }
}

impl Route {
    /// Reads a fragment such as `#/brandubh/rules` or `#/brandubh?moves=d2-e2+e4-e3`.
    pub fn parse(hash: &str) -> Route {
        let hash = hash.trim_start_matches('#');
        let (path, query) = hash.split_once('?').unwrap_or((hash, ""));
        let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        match segments.as_slice() {
            [] => Route::Home,
            [game] => match game.parse() {
                Ok(kind) => Route::Play(kind, parse_query(query)),
                Err(_) => Route::NotFound(hash.to_string()),
            },
            [game, "rules"] => match game.parse() {
                Ok(kind) => Route::Rules(kind),
                Err(_) => Route::NotFound(hash.to_string()),
            },
            [game, "view"] => match game.parse() {
                Ok(kind) => Route::View(kind, parse_query(query)),
                Err(_) => Route::NotFound(hash.to_string()),
            },
            [game, "learn", rest @ ..] => {
                // Any one segment names a lesson; the page says when its course
                // has none of that name.
                let id = match rest {
                    [] => Some(None),
                    [id] => Some(Some((*id).to_string())),
                    _ => None,
                };
                match (game.parse::<GameKind>(), id) {
                    (Ok(kind), Some(id)) => Route::Learn(kind, id),
                    _ => Route::NotFound(hash.to_string()),
                }
            }
            [game, "editor"] => match game.parse() {
                Ok(kind) => Route::Editor(kind, parse_query(query).position),
                Err(_) => Route::NotFound(hash.to_string()),
            },
            [game, "analysis"] => match game.parse() {
                Ok(kind) => Route::Analysis(kind, parse_query(query)),
                Err(_) => Route::NotFound(hash.to_string()),
            },
            [game, "study"] => match game.parse() {
                Ok(kind) => {
                    let asked = parse_query(query);
                    Route::Study(
                        kind,
                        PlayParams {
                            study: Some(asked.study.unwrap_or_default()),
                            theme: asked.theme,
                            bad_theme: asked.bad_theme,
                            ..PlayParams::default()
                        },
                    )
                }
                Err(_) => Route::NotFound(hash.to_string()),
            },
            [game, "lesson"] => match game.parse() {
                Ok(kind) => Route::Lesson(kind, parse_lesson_query(query)),
                Err(_) => Route::NotFound(hash.to_string()),
            },
            [game, "puzzles", rest @ ..] => {
                let number = match rest {
                    [] => Some(1),
                    [n] => n.parse().ok(),
                    _ => None,
                };
                match (game.parse::<GameKind>(), number) {
                    (Ok(kind), Some(n)) if (1..=puzzle_count(kind)).contains(&n) => Route::Puzzles(kind, n),
                    _ => Route::NotFound(hash.to_string()),
                }
            }
            _ => Route::NotFound(hash.to_string()),
        }
    }

    /// The fragment of this route, starting with `#/`.
    pub fn to_hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Rules(kind) => format!("#/{kind}/rules"),
            Route::NotFound(text) => format!("#{text}"),
            Route::Play(kind, params) => with_query(format!("#/{kind}"), params),
            Route::View(kind, params) => with_query(format!("#/{kind}/view"), params),
            Route::Analysis(kind, params) => with_query(format!("#/{kind}/analysis"), params),
            Route::Study(kind, params) => format!(
                "#/{kind}/study?data={}{}",
                encode_component(params.study.as_deref().unwrap_or_default()),
                params.theme.map(|t| format!("&theme={}", t.name())).unwrap_or_default()
            ),
            Route::Puzzles(kind, 1) => format!("#/{kind}/puzzles"),
            Route::Puzzles(kind, n) => format!("#/{kind}/puzzles/{n}"),
            Route::Learn(kind, None) => format!("#/{kind}/learn"),
            Route::Learn(kind, Some(id)) => format!("#/{kind}/learn/{id}"),
            Route::Editor(kind, None) => format!("#/{kind}/editor"),
            Route::Editor(kind, Some(position)) => format!("#/{kind}/editor?position={}", encode_component(position)),
            Route::Lesson(kind, params) => {
                let mut query = Vec::new();
                if let Some(data) = &params.data {
                    query.push(format!("data={}", encode_component(data)));
                }
                if let Some(id) = &params.id {
                    query.push(format!("id={}", encode_component(id)));
                }
                if params.embed {
                    query.push("embed=1".to_string());
                }
                if let Some(theme) = params.theme {
                    query.push(format!("theme={}", theme.name()));
                }
                format!("#/{kind}/lesson?{}", query.join("&"))
            }
        }
    }
}

/// How many puzzles a game has (none for games without a set).
pub fn puzzle_count(kind: GameKind) -> usize {
    abstrakta_engine::puzzle_count(kind)
}

fn with_query(path: String, params: &PlayParams) -> String {
    let mut query = Vec::new();
    if let Some(r) = &params.rules {
        query.push(format!("rules={}", encode_component(r)));
    }
    if let Some(p) = &params.position {
        query.push(format!("position={}", encode_component(p)));
    }
    if let Some(moves) = &params.moves {
        let list: Vec<String> = moves.iter().map(|m| encode_component(m)).collect();
        query.push(format!("moves={}", list.join("+")));
    }
    if let Some(at) = params.at {
        query.push(format!("at={at}"));
    }
    if let Some(theme) = params.theme {
        query.push(format!("theme={}", theme.name()));
    }
    if let Some(players) = params.players {
        query.push(format!("players={},{}", player_name(players.a), player_name(players.b)));
    }
    if let Some(study) = &params.study {
        query.push(format!("study={}", encode_component(study)));
    }
    for line in &params.lines {
        let list: Vec<String> = line.iter().map(|m| encode_component(m)).collect();
        query.push(format!("line={}", list.join("+")));
    }
    for (key, value) in &params.notes {
        query.push(format!("{key}={}", encode_component(value)));
    }
    if query.is_empty() {
        path
    } else {
        format!("{path}?{}", query.join("&"))
    }
}

fn parse_lesson_query(query: &str) -> LessonParams {
    let mut params = LessonParams::default();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode_component(value);
        match key {
            "data" => params.data = Some(value),
            "id" => params.id = Some(value),
            "embed" => params.embed = value == "1",
            "theme" => match Theme::parse(&value) {
                Some(theme) => params.theme = Some(theme),
                None => params.bad_theme = Some(value),
            },
            _ => {}
        }
    }
    params
}

/// The moves of a `moves=` or `line=`, separated by spaces (a `+` in the
/// address) or commas.
fn move_list(value: &str) -> Vec<String> {
    value
        .split([' ', ','])
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

fn parse_query(query: &str) -> PlayParams {
    let mut params = PlayParams::default();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode_component(value);
        match key {
            "position" => params.position = Some(value),
            "rules" => params.rules = Some(value),
            "study" | "data" => params.study = Some(value),
            "line" => params.lines.push(move_list(&value)),
            "at" => match value.trim().parse() {
                Ok(n) => params.at = Some(n),
                Err(_) => params.bad_at = Some(value),
            },
            "players" => match parse_players(&value) {
                Some(players) => params.players = Some(players),
                None => params.bad_players = Some(value),
            },
            "theme" => match Theme::parse(&value) {
                Some(theme) => params.theme = Some(theme),
                None => params.bad_theme = Some(value),
            },
            "moves" => params.moves = Some(move_list(&value)),
            _ => {
                // An annotation: `note3`, `arrows3`, `marks3`.
                let name = key.trim_end_matches(|c: char| c.is_ascii_digit());
                if matches!(name, "note" | "arrows" | "marks") {
                    params.notes.push((key.to_string(), value));
                }
            }
        }
    }
    params
}

/// What [`encode_component`] escapes: all but unreserved characters and `/`.
const ESCAPED: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'~')
    .remove(b'/');

/// Percent-encodes everything but unreserved characters and `/`; a space becomes `+`.
pub fn encode_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for piece in utf8_percent_encode(text, ESCAPED) {
        // Each escaped byte comes as a piece of its own.
        out.push_str(if piece == "%20" { "+" } else { piece });
    }
    out
}

/// Reverses [`encode_component`]: `+` is a space, `%XX` a byte; malformed escapes
/// are kept as written and invalid UTF-8 is replaced.
pub fn decode_component(text: &str) -> String {
    let bytes: Vec<u8> = text.bytes().map(|b| if b == b'+' { b' ' } else { b }).collect();
    percent_decode(&bytes).decode_utf8_lossy().into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_route_is_drawn_by_the_bundle_its_address_names() {
        let cases = [
            ("", Bundle::Home),
            ("#/", Bundle::Home),
            ("#/chess/view", Bundle::Home),
            ("#//thud", Bundle::Game(GameKind::Thud)),
            ("#/thud?moves=x", Bundle::Game(GameKind::Thud)),
            ("#/thud/rules", Bundle::Game(GameKind::Thud)),
            ("#/brandubh/puzzles/3", Bundle::Puzzles(GameKind::Brandubh)),
            ("#/topquark/puzzles", Bundle::Puzzles(GameKind::TopQuark)),
            ("#/thud/puzzles", Bundle::Game(GameKind::Thud)),
            ("#/thud/learn", Bundle::Learn(GameKind::Thud)),
            ("#/brandubh/learn/fork", Bundle::Learn(GameKind::Brandubh)),
            ("#/brandubh/nonsense", Bundle::Game(GameKind::Brandubh)),
            ("#/topquark/view?moves=a&at=1", Bundle::Viewer(GameKind::TopQuark)),
            ("#/bilitaire/view/", Bundle::Viewer(GameKind::Bilitaire)),
            ("#/bilitaire?x=/view", Bundle::Game(GameKind::Bilitaire)),
            ("#/thud/analysis?moves=dF1-F2", Bundle::Analysis(GameKind::Thud)),
            ("#/thud/study?data=abc", Bundle::Study(GameKind::Thud)),
        ];
        for (hash, bundle) in cases {
            assert_eq!(Bundle::of(hash), bundle, "{hash}");
        }
        // A route's own address names the bundle that draws it.
        for kind in GameKind::ALL {
            let params = PlayParams::default();
            for (route, bundle) in [
                (Route::Play(kind, params.clone()), Bundle::Game(kind)),
                (Route::Rules(kind), Bundle::Game(kind)),
                (Route::View(kind, params.clone()), Bundle::Viewer(kind)),
                (Route::Analysis(kind, params), Bundle::Analysis(kind)),
                (
                    Route::Study(
                        kind,
                        PlayParams {
                            study: Some("q1YKS89MzSsuKVayUlAqSsxLKcrPLElVsgIA".into()),
                            theme: Some(Theme::Dark),
                            ..PlayParams::default()
                        },
                    ),
                    Bundle::Study(kind),
                ),
            ] {
                assert_eq!(Bundle::of(&route.to_hash()), bundle);
                assert_eq!(Route::parse(&route.to_hash()), route, "read back as written");
            }
            for position in [None, Some("7/7/7/3k3/7/7/3a3 a".to_string())] {
                let route = Route::Editor(kind, position);
                assert_eq!(Route::parse(&route.to_hash()), route);
                assert_eq!(Bundle::of(&route.to_hash()), Bundle::Editor(kind));
            }
            for id in [None, Some("fork".to_string())] {
                let route = Route::Learn(kind, id);
                assert_eq!(Route::parse(&route.to_hash()), route);
                assert_eq!(Bundle::of(&route.to_hash()), Bundle::Learn(kind));
            }
            assert!(matches!(Route::parse("#/thud/learn/a/b"), Route::NotFound(_)));
            for params in [
                LessonParams {
                    data: Some("XZFf-_x".into()),
                    embed: true,
                    theme: Some(Theme::Dark),
                    ..LessonParams::default()
                },
                LessonParams {
                    id: Some("fork".into()),
                    ..LessonParams::default()
                },
            ] {
                let route = Route::Lesson(kind, params);
                assert_eq!(Route::parse(&route.to_hash()), route);
                assert_eq!(Bundle::of(&route.to_hash()), Bundle::Learn(kind));
            }
            let Route::Lesson(_, odd) = Route::parse(&format!("#/{kind}/lesson?theme=pink&embed=0")) else {
                panic!("a lesson's address");
            };
            assert_eq!((odd.bad_theme.as_deref(), odd.embed), (Some("pink"), false));
            if puzzle_count(kind) > 0 {
                let route = Route::Puzzles(kind, 2);
                assert_eq!(Bundle::of(&route.to_hash()), Bundle::Puzzles(kind));
            }
        }
        assert_eq!(Bundle::of(&Route::Home.to_hash()), Bundle::Home);
        let stems: Vec<String> = Bundle::all().into_iter().map(Bundle::stem).collect();
        assert_eq!(stems.len(), 27);
        assert!(stems.contains(&"topquark-analysis".to_string()));
        assert!(stems.contains(&"thud-study".to_string()));
        assert!(stems.contains(&"bilitaire-editor".to_string()));
        assert!(stems.contains(&"thud-learn".to_string()));
        assert!(stems.contains(&"topquark-view".to_string()));
        assert!(stems.contains(&"brandubh-puzzles".to_string()));
    }

    #[test]
    fn routes_parse() {
        assert_eq!(Route::parse(""), Route::Home);
        assert_eq!(Route::parse("#/"), Route::Home);
        assert_eq!(
            Route::parse("#/brandubh"),
            Route::Play(GameKind::Brandubh, PlayParams::default())
        );
        assert_eq!(Route::parse("#/brandubh/rules"), Route::Rules(GameKind::Brandubh));
        assert_eq!(Route::parse("#/chess"), Route::NotFound("/chess".into()));
        assert_eq!(
            Route::parse("#/brandubh/view?moves=d2-e2&at=0"),
            Route::View(
                GameKind::Brandubh,
                PlayParams {
                    moves: Some(vec!["d2-e2".into()]),
                    at: Some(0),
                    ..PlayParams::default()
                }
            )
        );
        assert_eq!(
            Route::parse("#/brandubh/view?at=x"),
            Route::View(
                GameKind::Brandubh,
                PlayParams {
                    bad_at: Some("x".into()),
                    ..PlayParams::default()
                }
            )
        );
        assert_eq!(Route::parse("#/brandubh/x/y"), Route::NotFound("/brandubh/x/y".into()));
    }

    #[test]
    fn annotations_round_trip_and_bad_ones_are_kept_to_be_reported() {
        let hash = "#/brandubh/view?moves=d2-e2&note0=The+start+%7C+Za%C4%8D%C3%A1tek&arrows1=g6-c6,d1-d3&marks1=c5";
        let Route::View(_, params) = Route::parse(hash) else {
            panic!("a viewer's address");
        };
        let (notes, bad) = read_notes(&params.notes);
        assert_eq!(notes[&0].caption, "The start | Začátek");
        assert_eq!(
            notes[&1],
            Note {
                caption: String::new(),
                arrows: vec![("g6".into(), "c6".into()), ("d1".into(), "d3".into())],
                marks: vec!["c5".into()],
            }
        );
        assert_eq!(bad, None);
        let route = Route::View(GameKind::Brandubh, params);
        assert_eq!(Route::parse(&route.to_hash()), route);
        for bad in [
            "note=x",
            "arrows2=g6",
            "arrows2=g6-<b>",
            "marks99999999=c5",
            &format!("note1={}", "a".repeat(MAX_CAPTION + 1)),
            &format!("marks1={}", vec!["a1"; MAX_NOTE_ITEMS + 1].join(",")),
        ] {
            let Route::View(_, params) = Route::parse(&format!("#/brandubh/view?{bad}")) else {
                panic!("a viewer's address");
            };
            assert!(read_notes(&params.notes).1.is_some(), "{bad}");
        }
    }

    #[test]
    fn variations_travel_as_lines_to_the_analysis_board() {
        let route = Route::Analysis(
            GameKind::Brandubh,
            PlayParams {
                moves: Some(vec!["d2-e2".into(), "c4-c5".into()]),
                lines: vec![vec!["d2-e2".into(), "e4-e6".into()], vec!["d1-e1".into()]],
                ..PlayParams::default()
            },
        );
        let hash = route.to_hash();
        assert_eq!(
            hash,
            "#/brandubh/analysis?moves=d2-e2+c4-c5&line=d2-e2+e4-e6&line=d1-e1"
        );
        assert_eq!(Route::parse(&hash), route);
    }

    #[test]
    fn play_parameters_round_trip() {
        let params = PlayParams {
            position: Some("3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a".into()),
            moves: Some(vec!["d2-e2".into(), "e4-e3xe2".into()]),
            rules: None,
            ..PlayParams::default()
        };
        let route = Route::Play(GameKind::Brandubh, params);
        let hash = route.to_hash();
        assert_eq!(
            hash,
            "#/brandubh?position=3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3+a&moves=d2-e2+e4-e3xe2"
        );
        assert_eq!(Route::parse(&hash), route);
        let thud = Route::Play(
            GameKind::Thud,
            PlayParams {
                rules: Some("capture=single".into()),
                moves: Some(vec!["dF1-F6".into(), "TG7-G6xF6".into()]),
                ..PlayParams::default()
            },
        );
        assert_eq!(thud.to_hash(), "#/thud?rules=capture%3Dsingle&moves=dF1-F6+TG7-G6xF6");
        assert_eq!(Route::parse(&thud.to_hash()), thud);
        assert_eq!(
            Route::parse("#/thud/view"),
            Route::View(GameKind::Thud, PlayParams::default())
        );
        // Bi-litaire's announcements carry an `=` inside a move.
        let bilitaire = Route::View(
            GameKind::Bilitaire,
            PlayParams {
                moves: Some(vec!["xd4".into(), "B4-A4=2".into()]),
                at: Some(1),
                ..PlayParams::default()
            },
        );
        assert_eq!(bilitaire.to_hash(), "#/bilitaire/view?moves=xd4+B4-A4%3D2&at=1");
        assert_eq!(Route::parse(&bilitaire.to_hash()), bilitaire);
        let dark = Route::View(
            GameKind::TopQuark,
            PlayParams {
                theme: Some(Theme::Dark),
                ..PlayParams::default()
            },
        );
        assert_eq!(dark.to_hash(), "#/topquark/view?theme=dark");
        assert_eq!(Route::parse(&dark.to_hash()), dark);
        for bad in ["Blue", " dark"] {
            assert_eq!(
                Route::parse(&format!("#/topquark/view?theme={}", encode_component(bad))),
                Route::View(
                    GameKind::TopQuark,
                    PlayParams {
                        bad_theme: Some(bad.into()),
                        ..PlayParams::default()
                    }
                )
            );
        }
        assert_eq!(
            Route::parse("#/bilitaire?moves=xd4+B4-A4=2"),
            Route::Play(
                GameKind::Bilitaire,
                PlayParams {
                    moves: Some(vec!["xd4".into(), "B4-A4=2".into()]),
                    ..PlayParams::default()
                }
            )
        );
    }

    #[test]
    fn moves_accept_several_separators_and_bad_escapes() {
        let r = Route::parse("#/brandubh?moves=d2-e2,e4-e3%20d1-c1&junk=1");
        let Route::Play(_, p) = r else { panic!() };
        assert_eq!(p.moves.unwrap(), ["d2-e2", "e4-e3", "d1-c1"]);
        assert_eq!(decode_component("%zz%4"), "%zz%4");
        assert_eq!(decode_component("%C3%A1"), "á");
        assert_eq!(encode_component("a+b %/é"), "a%2Bb+%25/%C3%A9");
        assert_eq!(decode_component(&encode_component("a+b %/é")), "a+b %/é");
        assert_eq!(decode_component("%FF"), "\u{FFFD}");
        assert_eq!(decode_component("%aé%"), "%aé%");
    }

    #[test]
    fn puzzles_are_numbered_from_one_in_games_that_have_them() {
        let n = puzzle_count(GameKind::Brandubh);
        assert!(n >= 20, "{n}");
        assert_eq!(
            Route::parse("#/brandubh/puzzles"),
            Route::Puzzles(GameKind::Brandubh, 1)
        );
        assert_eq!(
            Route::parse(&format!("#/brandubh/puzzles/{n}")),
            Route::Puzzles(GameKind::Brandubh, n)
        );
        let past = format!("#/brandubh/puzzles/{}", n + 1);
        for bad in [
            "#/brandubh/puzzles/0",
            &past,
            "#/brandubh/puzzles/x",
            "#/brandubh/puzzles/1/2",
            "#/thud/puzzles",
            "#/bilitaire/puzzles/1",
        ] {
            assert!(matches!(Route::parse(bad), Route::NotFound(_)), "{bad}");
        }
        assert_eq!(Route::Puzzles(GameKind::TopQuark, 1).to_hash(), "#/topquark/puzzles");
        assert_eq!(Route::Puzzles(GameKind::TopQuark, 3).to_hash(), "#/topquark/puzzles/3");
        assert_eq!(
            Route::parse("#/topquark/puzzles/3"),
            Route::Puzzles(GameKind::TopQuark, 3)
        );
    }

    #[test]
    fn a_link_names_its_players_and_a_bad_players_value_is_kept_to_be_reported() {
        let Route::Play(_, params) = Route::parse("#/brandubh?moves=d2-e2&players=human,easy") else {
            panic!("a play route");
        };
        assert_eq!(
            params.players,
            Some(BySeat {
                a: Player::Human,
                b: Player::Computer(Level::Easy)
            })
        );
        assert!(!params.is_empty());
        assert_eq!(
            Route::Play(GameKind::Brandubh, params).to_hash(),
            "#/brandubh?moves=d2-e2&players=human,easy"
        );
        let Route::Play(_, only) = Route::parse("#/thud?players=expert,human") else {
            panic!("a play route");
        };
        assert!(!only.is_empty(), "players alone make a link");
        assert_eq!(only.players.map(|p| p.a), Some(Player::Computer(Level::Expert)));
        let Route::Play(_, by_link) = Route::parse("#/thud?moves=F1-F6&players=friend,human") else {
            panic!("a play route");
        };
        assert_eq!(
            by_link.players,
            Some(BySeat {
                a: Player::Friend,
                b: Player::Human
            })
        );
        assert_eq!(
            Route::Play(GameKind::Thud, by_link).to_hash(),
            "#/thud?moves=F1-F6&players=friend,human"
        );
        for bad in ["human", "human,nobody", "human,easy,hard", ""] {
            let Route::Play(_, params) = Route::parse(&format!("#/thud?players={bad}")) else {
                panic!("a play route");
            };
            assert_eq!(params.players, None, "{bad}");
            assert_eq!(params.bad_players.as_deref(), Some(bad));
        }
    }
}
