//! A game's rules page: the start position with its legend beside the rules,
//! which each game writes as one text a language ([`GameWords::rules`]), with
//! its worked examples ([`UiGame::EXAMPLES`]) placed in the text.
//!
//! The text is blocks separated by blank lines: `## ` starts a heading, `! ` a
//! notice set apart, a block of lines `1. `, `2. `… is a numbered list,
//! `[example N]` stands for the game's N-th example, and anything else is a
//! paragraph.

use yew::prelude::*;

use super::board::BoardProps;
use super::context::use_lang;
use super::example::Example;
use super::game::{rules_links, GameWords, UiGame};
use super::later::Later;
use crate::i18n::Msg;

/// One block of a rules text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block<'a> {
    /// A section's heading.
    Heading(&'a str),
    /// A paragraph.
    Para(&'a str),
    /// A paragraph set apart (Top Quark's note that its board is reconstructed).
    Notice(&'a str),
    /// A numbered list's items.
    List(Vec<&'a str>),
    /// The game's worked example of this number, from 1.
    Example(usize),
}

/// The item of a numbered list's line (`2. text`), if it is one.
fn list_item(line: &str) -> Option<&str> {
    let (number, item) = line.split_once(". ")?;
    (!number.is_empty() && number.bytes().all(|b| b.is_ascii_digit())).then_some(item)
}

/// The blocks of a rules text.
pub fn blocks(text: &str) -> Vec<Block<'_>> {
    text.split("\n\n")
        .map(str::trim)
        .filter(|block| !block.is_empty())
        .map(|block| {
            if let Some(heading) = block.strip_prefix("## ") {
                return Block::Heading(heading);
            }
            if let Some(notice) = block.strip_prefix("! ") {
                return Block::Notice(notice);
            }
            let example = block.strip_prefix("[example ").and_then(|rest| rest.strip_suffix(']'));
            if let Some(n) = example.and_then(|n| n.parse().ok()) {
                return Block::Example(n);
            }
            let items: Option<Vec<&str>> = block.lines().map(list_item).collect();
            items.map_or(Block::Para(block), Block::List)
        })
        .collect()
}

/// The rules page of game `G`.
#[component]
pub fn RulesPage<G: UiGame>() -> Html {
    let lang = use_lang();
    let words: &GameWords = &G::WORDS;
    let body: Html = blocks(lang.t(words.rules))
        .into_iter()
        .map(|block| match block {
            Block::Heading(text) => html! { <h2>{ text }</h2> },
            Block::Para(text) => html! { <p>{ text }</p> },
            Block::Notice(text) => html! { <p class="notice" data-testid="rules-notice">{ text }</p> },
            Block::List(items) => html! { <ol>{ for items.into_iter().map(|item| html! { <li>{ item }</li> }) }</ol> },
            Block::Example(n) => match n.checked_sub(1).and_then(|i| G::EXAMPLES.get(i)) {
                Some(example) => html! { <Example<G> {example} /> },
                None => html! {},
            },
        })
        .collect();
    let start = G::board(BoardProps::still(G::new(&G::Rules::default()), true));
    html! {
        <article class="page rules">
            <h1>{ lang.say(Msg::RulesOf { game: &G::name(lang) }) }</h1>
            <div class="rules-layout">
                <figure class="diagram">
                    <Later>{ start }</Later>
                    <figcaption>{ lang.t(words.legend) }</figcaption>
                </figure>
                <div class="prose">
                    { body }
                    { rules_links(lang, G::KIND) }
                </div>
            </div>
        </article>
    }
}

#[cfg(test)]
mod tests {
    use abstrakta_engine::{bilitaire, brandubh, thud, topquark};

    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn a_text_reads_as_its_blocks() {
        let text = "Intro.\n\n## Moving\n\nA move.\n\n! Note.\n\n1. One.\n2. Two.\n\n[example 2]\n\n[example x]";
        assert_eq!(
            blocks(text),
            [
                Block::Para("Intro."),
                Block::Heading("Moving"),
                Block::Para("A move."),
                Block::Notice("Note."),
                Block::List(vec!["One.", "Two."]),
                Block::Example(2),
                Block::Para("[example x]"),
            ]
        );
        // A line that only looks like a list item keeps its paragraph whole.
        assert_eq!(blocks("1. One.\nand more"), [Block::Para("1. One.\nand more")]);
    }

    /// The kinds of `text`'s blocks, with the examples' numbers.
    fn outline(text: &str) -> Vec<String> {
        blocks(text)
            .iter()
            .map(|b| match b {
                Block::Example(n) => format!("example {n}"),
                Block::List(items) => format!("list of {}", items.len()),
                other => format!("{other:?}").split('(').next().unwrap_or_default().to_string(),
            })
            .collect()
    }

    fn check<G: UiGame>() {
        let (en, cs) = (Lang::En.t(G::WORDS.rules), Lang::Cs.t(G::WORDS.rules));
        let game = G::KIND.id();
        assert_eq!(outline(en), outline(cs), "{game}: both languages have the same blocks");
        let mut shown: Vec<usize> = blocks(en)
            .iter()
            .filter_map(|b| match b {
                Block::Example(n) => Some(*n),
                _ => None,
            })
            .collect();
        shown.sort_unstable();
        let all: Vec<usize> = (1..=G::EXAMPLES.len()).collect();
        assert_eq!(shown, all, "{game}: each example is shown once");
        assert!(
            outline(en).iter().any(|b| b == "Heading"),
            "{game}: the rules have sections"
        );
    }

    #[test]
    fn every_game_shows_each_example_once_in_both_languages() {
        check::<brandubh::Position>();
        check::<thud::Position>();
        check::<bilitaire::Position>();
        check::<topquark::Position>();
    }
}
