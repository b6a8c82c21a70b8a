//! What the pages and the games' components share, at the bottom of the
//! component tree: the language in force, the choices of colours, the seats'
//! names, and small helpers. Nothing here imports a component.

use yew::prelude::*;

use crate::i18n::{Lang, Text};
use crate::state::{BySeat, Seat};
use crate::state::{Player, Theme};

/// The language in force and a way to change it.
#[derive(Clone, Debug, PartialEq)]
pub struct LangContext {
    /// The language.
    pub lang: Lang,
    /// Switches language.
    pub set: Callback<Lang>,
}

/// The language of the interface.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<LangContext>().map_or(Lang::En, |c| c.lang)
}

/// The colours one may pick: none (the system's, or the reader's), light, dark.
pub const THEME_CHOICES: [Option<Theme>; 3] = [None, Some(Theme::Light), Some(Theme::Dark)];

/// The words for a choice of colours; `none` names no choice.
pub fn theme_text(choice: Option<Theme>, none: Text) -> Text {
    match choice {
        None => none,
        Some(Theme::Light) => Text::ThemeLight,
        Some(Theme::Dark) => Text::ThemeDark,
    }
}

/// Two people at this screen.
pub fn humans() -> BySeat<Player> {
    BySeat {
        a: Player::Human,
        b: Player::Human,
    }
}

/// The seat's name in a match where `person` is the seat of the one person
/// at this screen, playing the computer or a friend by link: "Player 1 (you)",
/// "Player 2 (computer)", "Player 2 (friend)"; else as [`seat_name`].
pub fn seat_label(lang: Lang, seat: Seat, person: Option<Seat>, players: BySeat<Player>) -> String {
    match person {
        None => seat_name(lang, seat).to_string(),
        Some(p) => {
            let who = lang.t(if p == seat {
                Text::SeatYou
            } else if players[seat] == Player::Friend {
                Text::SeatFriend
            } else {
                Text::SeatComputer
            });
            format!("{} ({who})", seat_name(lang, seat))
        }
    }
}

/// The seat's name: "Player 1" (seat A) or "Player 2".
pub fn seat_name(lang: Lang, seat: Seat) -> &'static str {
    lang.t(match seat {
        Seat::A => Text::SeatA,
        Seat::B => Text::SeatB,
    })
}
