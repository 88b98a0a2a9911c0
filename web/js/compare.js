// The comparison view: for each question, MOSS's answer and checked context next to the naive
// baseline that hands the whole chat log to the model, and a bar chart of context tokens per
// question over the session (inline SVG; a hidden table carries the same numbers for screen readers).

import { element, setTextWithLanguage, textWithLanguage } from "./dom.js";
import { t, tokensLabel } from "./i18n.js";

const SIDES = [
  { key: "moss", titleKey: "compare.moss" },
  { key: "baseline", titleKey: "compare.baseline" },
];

const SVG_NS = "http://www.w3.org/2000/svg";
const WIDTH = 320;
const HEIGHT = 150;
const MARGIN = { top: 12, right: 8, bottom: 22, left: 40 };

function svg(tag, attributes, text) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) {
    node.setAttribute(name, String(value));
  }
  if (text !== undefined) {
    node.textContent = text;
  }
  return node;
}

// The smallest 1, 2 or 5 times a power of ten that is at least value, so axis labels stay round.
function roundCeiling(value) {
  const power = 10 ** Math.floor(Math.log10(Math.max(value, 1)));
  return [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value);
}

export class ComparisonView {
  constructor() {
    this.section = document.getElementById("comparison");
    this.empty = document.getElementById("comparison-empty");
    this.body = document.getElementById("comparison-body");
    this.chart = document.getElementById("token-chart");
    this.drawing = document.getElementById("token-chart-drawing");
    this.rows = document.getElementById("token-chart-rows");
    this.turns = [];
    this.last = null;
    this.#buildSides();
  }

  #buildSides() {
    document.getElementById("comparison-sides").replaceChildren();
    this.sides = Object.fromEntries(SIDES.map((side) => [side.key, this.#buildSide(side)]));
  }

  // Redraws the labels in the current language.
  rerender() {
    this.#buildSides();
    if (this.last) {
      this.#fillAll(this.last.question, this.last.result);
    }
    if (this.turns.length) {
      this.#drawChart();
    }
  }

  #buildSide({ key, titleKey }) {
    const title = t(titleKey);
    const article = element("article", `side-by-side ${key}`);
    const heading = element("h3", "", title);
    const tokens = element("span", "tokens");
    heading.append(" ", tokens);
    heading.id = `${key}-title`;
    article.setAttribute("aria-labelledby", heading.id);
    const answer = element("p", "answer");
    const context = element("pre");
    context.tabIndex = 0;
    context.setAttribute("aria-label", t("compare.contextLabel", { side: title }));
    // The raw context is for the curious: closed until asked for.
    const shown = element("details", "context");
    shown.append(element("summary", "", t("compare.contextHeading")), context);
    article.append(heading, answer, shown);
    document.getElementById("comparison-sides").append(article);
    return { tokens, answer, context };
  }

  reset() {
    this.turns = [];
    this.last = null;
    this.body.hidden = true;
    this.chart.hidden = true;
    this.empty.hidden = false;
  }

  show(question, result) {
    this.last = { question, result };
    this.#fillAll(question, result);
    this.empty.hidden = true;
    this.body.hidden = false;
    if (result.baseline) {
      const baseline = result.baseline;
      this.turns.push({ question, moss: result.context_tokens, baseline: baseline.context_tokens });
      this.#drawChart();
    }
  }

  #fillAll(question, result) {
    const baseline = result.baseline;
    this.#fill("moss", result.answer, result.context, result.context_tokens);
    this.#fill("baseline", baseline?.answer ?? t("compare.noBaseline"), baseline?.context ?? "", baseline?.context_tokens ?? 0);
    setTextWithLanguage(document.getElementById("comparison-question"), question);
  }

  #fill(key, answer, context, tokens) {
    const side = this.sides[key];
    setTextWithLanguage(side.answer, answer);
    side.context.textContent = context;
    side.tokens.textContent = tokensLabel(tokens);
  }

  #drawChart() {
    const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
    const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
    const top = roundCeiling(Math.max(...this.turns.flatMap((turn) => [turn.moss, turn.baseline])));
    const y = (value) => MARGIN.top + plotHeight * (1 - value / top);
    const groupWidth = plotWidth / this.turns.length;
    const barWidth = Math.min(18, groupWidth * 0.35);
    const labelEvery = Math.ceil(this.turns.length / 10);

    const chart = svg("svg", {
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      role: "img",
      "aria-label": t("compare.chartLabel", { count: this.turns.length }),
    });
    for (const tick of [0, top / 2, top]) {
      chart.append(
        svg("line", { class: "grid", x1: MARGIN.left, x2: WIDTH - MARGIN.right, y1: y(tick), y2: y(tick) }),
        svg("text", { class: "axis", x: MARGIN.left - 4, y: y(tick) + 3, "text-anchor": "end" }, String(tick)),
      );
    }
    this.turns.forEach((turn, index) => {
      const center = MARGIN.left + groupWidth * (index + 0.5);
      for (const [series, offset] of [["moss", -barWidth], ["baseline", 0]]) {
        const bar = svg("rect", {
          class: `bar ${series}`,
          x: center + offset,
          y: y(turn[series]),
          width: barWidth,
          height: Math.max(y(0) - y(turn[series]), 0.5),
        });
        const side = t(series === "moss" ? "compare.moss" : "compare.baseline");
        bar.append(svg("title", {}, t("compare.bar", { index: index + 1, side, tokens: tokensLabel(turn[series]) })));
        chart.append(bar);
      }
      if (index % labelEvery === 0) {
        chart.append(svg("text", { class: "axis", x: center, y: HEIGHT - 6, "text-anchor": "middle" }, `Q${index + 1}`));
      }
    });
    this.drawing.replaceChildren(chart);

    this.rows.replaceChildren(
      ...this.turns.map((turn, index) => {
        const row = element("tr");
        const heading = element("th", "", `Q${index + 1}: `);
        heading.scope = "row";
        heading.append(textWithLanguage("q", "", turn.question));
        row.append(heading, element("td", "", String(turn.moss)), element("td", "", String(turn.baseline)));
        return row;
      }),
    );
    this.chart.hidden = false;
  }
}
