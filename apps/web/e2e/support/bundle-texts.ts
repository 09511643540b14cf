import { frenchTypographyFaults } from '@courant/domain';
import ts from 'typescript';

/**
 * The texts of a built script as a user may read them: every string literal
 * and template, a template's `${…}` read as '1' so that `${n} A` and `${label} : …` are checked; and
 * a JSX element's children (`{n} kVA : {x}` compiles to `children: [n, " kVA : ", x]`) joined the
 * same way. The bundle is parsed: a scan of tokens loses its way in minified code.
 */
export function textsOf(source: string): string[] {
  const file = ts.createSourceFile('bundle.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      out.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      out.push(node.head.text + node.templateSpans.map((span) => `1${span.literal.text}`).join(''));
    } else if (
      ts.isArrayLiteralExpression(node) &&
      ts.isPropertyAssignment(node.parent) &&
      node.parent.name.getText() === 'children' &&
      node.elements.some(ts.isStringLiteral)
    ) {
      out.push(node.elements.map((e) => (ts.isStringLiteral(e) ? e.text : '1')).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Code held in a string (WGSL shaders, generated validators): a line break after ';', '{' or '}'. */
const CODE = /[;{}]\s*\n/;
/** SVG path data ('M230 110 H388'). */
const SVG_PATH = /^[MLHVCSQTAZmlhvcsqtaz\d\s.,-]+$/;
/** CSS held in a string ('1 1 220px', 'polygon(0 100%, …)', 'linear-gradient(…)'). */
const CSS =
  /\d(?:px|deg|r?em|v[hw]|fr)\b|\b(?:gradient|polygon|calc|var|rgba?|hsla?|translate[XYZ3d]*|scale|rotate|repeat|minmax)\(/;

/**
 * Whether a text may be read: it has a word (two letters), or a letter and a space (a template
 * `${n} A` reads '1 A'), or a breaking space before a double sign (`${label} : ${value}` reads
 * '1 : 1'); and it is not code, CSS or an SVG path held in a string.
 */
export function isText(text: string): boolean {
  const words =
    /\p{L}{2}/u.test(text) || (/\p{L}/u.test(text) && / /.test(text)) || /\S +[:;!?](?=\s|$)/u.test(text);
  return words && !CODE.test(text) && !CSS.test(text) && !SVG_PATH.test(text);
}

/** The French typography faults of the texts (frenchTypographyFaults), each once. */
export function faultsOf(texts: Iterable<string>): string[] {
  const faults = new Set<string>();
  for (const text of texts)
    if (isText(text)) for (const fault of frenchTypographyFaults(text)) faults.add(fault);
  return [...faults];
}
