import bn from '../../locales/bn.json';
import te from '../../locales/te.json';
import { searchMessages, topicSuggestions, type Topic } from './search-messages';

const message = (id: number, text: string, senderName = 'Pandit Rajesh Sharma', minute = id) => ({
  key: `m${id}`,
  id,
  senderName,
  message: text,
  timestamp: new Date(Date.UTC(2025, 4, 1, 10, minute)).toISOString(),
});

describe('searchMessages', () => {
  it('cuts about 30 characters either side of the match, marking what was cut', () => {
    const text = `${'a'.repeat(50)} saturn ${'b'.repeat(50)}`;
    const [hit] = searchMessages([message(1, text)], 'Saturn');
    expect(hit.snippet).toEqual({ before: `…${'a'.repeat(29)} `, match: 'saturn', after: ` ${'b'.repeat(29)}…` });
  });

  it('ranks whole-word matches before partial ones, newest first within each', () => {
    const hits = searchMessages(
      [message(1, 'career first'), message(2, 'careers are changing'), message(3, 'your career looks bright'), message(4, 'careerist')],
      'career',
    );
    expect(hits.map((hit) => [hit.message.id, hit.exact])).toEqual([
      [3, true],
      [1, true],
      [4, false],
      [2, false],
    ]);
  });

  it('matches words in Indian scripts and sender names, case-insensitively', () => {
    const hits = searchMessages([message(1, 'आपका विवाह 2026 में होगा'), message(2, 'hello', 'Asha Rao')], 'विवाह');
    expect(hits.map((hit) => hit.message.id)).toEqual([1]);
    expect(searchMessages([message(2, 'hello', 'Asha Rao')], 'asha rao')[0]).toMatchObject({ exact: true, snippet: { text: 'hello' } });
  });

  it('finds nothing for a blank query', () => {
    expect(searchMessages([message(1, 'love')], '   ')).toEqual([]);
  });
});

describe('topicSuggestions', () => {
  it('offers only the topic keywords that the conversation mentions', () => {
    expect(topicSuggestions([message(1, 'My Business and my family'), message(2, 'Which gemstone?')])).toEqual(['business', 'family', 'gemstone']);
    expect(topicSuggestions([message(1, 'Namaste')])).toEqual([]);
  });

  it('when a Telugu or Bengali chat names a topic with a case ending, then the topic word of that language is offered', () => {
    expect(topicSuggestions([message(1, 'నా పెళ్లికి మంచి సమయం ఎప్పుడు?'), message(2, 'నా కెరీర్‌లో మార్పు ఉంటుందా?')], (topic: Topic) => te.search.topic[topic])).toEqual(['కెరీర్', 'పెళ్లి']);
    expect(topicSuggestions([message(1, 'আমার বিয়ের জন্য কখন ভালো সময়?'), message(2, 'মায়ের স্বাস্থ্যের কী হবে?')], (topic: Topic) => bn.search.topic[topic])).toEqual(['বিয়ে', 'স্বাস্থ্য']);
  });

  it('when a Bengali word is typed with য় as one character and the chat has it as য and a nukta, then it is still found', () => {
    const chat = [message(1, 'আমার বি\u09AF\u09BCে কবে হবে?')];
    expect(searchMessages(chat, 'বি\u09DFে')).toHaveLength(1);
    expect(topicSuggestions(chat, (topic: Topic) => (topic === 'marriage' ? 'বি\u09DFে' : topic))).toEqual(['বি\u09AF\u09BCে']);
  });
});
