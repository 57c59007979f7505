import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('When a heading ends with {#id}, then the heading gets that id and loses the marker', () => {
    expect(renderMarkdown('## ¿Quién califica? {#quien-califica}')).toBe(
      '<h2 id="quien-califica">¿Quién califica?</h2>\n',
    );
  });

  it('When a heading has no marker, then it has no id', () => {
    expect(renderMarkdown('### Plain')).toBe('<h3>Plain</h3>\n');
  });

  it('When the text has a GFM table, then it renders a table', () => {
    expect(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |')).toContain('<table>');
  });
});
