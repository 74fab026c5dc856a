import { detectLanguage } from './language';

describe('language detection', () => {
  it.each([
    ['en', 'The committee reviewed the proposal and agreed to fund the new research programme next year.'],
    ['fr', "Le comité a examiné la proposition et a accepté de financer le nouveau programme de recherche l'année prochaine."],
    ['de', 'Der Ausschuss hat den Vorschlag geprüft und beschlossen, das neue Forschungsprogramm im nächsten Jahr zu finanzieren.'],
    ['es', 'El comité revisó la propuesta y acordó financiar el nuevo programa de investigación el próximo año.'],
    ['it', 'Il comitato ha esaminato la proposta e ha deciso di finanziare il nuovo programma di ricerca il prossimo anno.'],
    ['ru', 'Комитет рассмотрел предложение и согласился финансировать новую исследовательскую программу в следующем году.'],
    ['ja', '委員会は提案を検討し、来年新しい研究計画に資金を提供することに合意しました。'],
  ])('recognises %s', (code, text) => {
    expect(detectLanguage(text)).toBe(code);
  });

  it('answers und for text too short to judge', () => {
    expect(detectLanguage('Ok thanks')).toBe('und');
    expect(detectLanguage('12345 67890 !!!')).toBe('und');
  });
});
