// Small DOM helpers shared by the views. Text always goes in through textContent, never as
// HTML, so nothing a user or the server says can inject markup.

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

// A phone's width, below which the page shows one pane at a time and the week as an agenda
// (style.css has the same width).
export const PHONE = matchMedia("(max-width: 700px)");

export function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) {
    node.className = className;
  }
  if (text !== undefined) {
    node.textContent = text;
  }
  return node;
}

// Marks text as Korean or English so the browser picks the right font and voice.
export function setTextWithLanguage(node, text) {
  node.textContent = text;
  node.lang = HANGUL.test(text) ? "ko" : "en";
  return node;
}

export function textWithLanguage(tag, className, text) {
  return setTextWithLanguage(element(tag, className), text);
}
