// The induction programmes of spec §3 and §9, written once: generate.mjs makes each slide's narration from its
// text (so every transcript is exactly what is spoken) and writes the data migration the API loads.
// Facts follow the Maritime Transport and Offshore Facilities Security Regulations 2003 (MSIC holders' duties).
//
// Question types: radio (one option), checkbox (every correct option, no other), declaration (must be ticked),
// skip (information, nothing to answer), slides (related slides to review, nothing to answer).
// Option values are whole numbers; `correct` holds the values of the right answer(s).

const AGREE = [{ value: 1, label: 'I agree' }];

export const INDUCTIONS = [
  { id: 1, programId: 1, name: 'MSIC security awareness induction', company: 'msic' },
  { id: 7, programId: 7, name: 'Port induction', company: 'spa' },
];

export const PROGRAMMES = [
  {
    id: 1,
    name: 'MSIC security awareness induction',
    modules: [
      {
        title: 'The MSIC scheme',
        slides: [
          {
            title: 'Welcome',
            nav: 'Welcome',
            text: 'Welcome to the Maritime Security Identification Card induction. It takes about fifteen minutes. Each slide has narration and a written transcript. You can pause the narration at any time, and you can leave and come back: we keep your place.',
          },
          {
            title: 'Why the MSIC exists',
            nav: 'Why the MSIC exists',
            text: 'The MSIC shows that you have passed a background check and have an operational need to work unescorted in a maritime security zone. It helps protect Australian ports, ships and offshore facilities from unlawful interference, including terrorism.',
          },
          {
            title: 'Who needs an MSIC',
            text: 'You need an MSIC if your work takes you into a maritime security zone without an escort more than once a year. Visitors without a card must be escorted at all times by someone who holds a valid MSIC.',
          },
        ],
        questions: [
          {
            type: 'radio',
            text: 'What does the MSIC show about the person who holds it?',
            options: [
              { value: 1, label: 'That they own a vessel' },
              { value: 2, label: 'That they passed a background check and have an operational need to be in a maritime security zone' },
              { value: 3, label: 'That they are a port employee' },
            ],
            correct: [2],
            slides: [1],
          },
          {
            type: 'checkbox',
            text: 'Which of these are true of a visitor who does not hold an MSIC? Select every answer that applies.',
            options: [
              { value: 1, label: 'They must be escorted at all times in a maritime security zone' },
              { value: 2, label: 'Their escort must hold a valid MSIC' },
              { value: 3, label: 'They may enter on their own if they are only staying a short time' },
            ],
            correct: [1, 2],
            error: 'A visitor without an MSIC is always escorted, however short the visit, and the escort must hold a valid MSIC.',
            slides: [2],
          },
        ],
        secondPage: {
          title: 'Check your understanding',
          text: 'Three more questions on what the card asks of you. They cover the next modules, so take your time.',
          questions: [
            {
              type: 'radio',
              text: 'Within how many days must you report that your MSIC has been lost, stolen or destroyed?',
              options: [
                { value: 5, label: 'Within 30 days' },
                { value: 6, label: 'Only when you apply for a new card' },
                { value: 7, label: 'Within 7 days' },
                { value: 8, label: 'There is no time limit' },
              ],
              correct: [7],
            },
            {
              type: 'radio',
              text: 'How must you wear your MSIC in a maritime security zone?',
              options: [
                { value: 5, label: 'In a pocket or wallet, ready to show when asked' },
                { value: 6, label: 'On a lanyard under your jacket' },
                { value: 7, label: 'Only when security staff are nearby' },
                { value: 8, label: 'On the front of your outer clothing, above the waist, clearly visible' },
              ],
              correct: [8],
            },
            {
              type: 'radio',
              text: 'You see an unattended bag beside a restricted-zone gate. What should you do?',
              options: [
                { value: 5, label: 'Move it somewhere safe' },
                { value: 6, label: 'Keep people away and report it to security staff or the port security officer' },
                { value: 7, label: 'Open it to find out who owns it' },
                { value: 8, label: 'Leave it: someone will come back for it' },
              ],
              correct: [6],
            },
          ],
        },
      },
      {
        title: 'Maritime security zones',
        slides: [
          {
            title: 'Security zones at a port',
            nav: 'Port security zones',
            text: 'A port can have land-side restricted zones, cleared zones and water-side restricted zones. Each is marked by signs at its boundary. Inside a zone you must display a valid MSIC, or be escorted by someone who does.',
          },
          {
            title: 'Ship and offshore security zones',
            nav: 'Ship and offshore zones',
            text: 'Security zones also exist on and around security regulated ships and offshore facilities. The master of a ship or the operator of a facility may ask to see your card and the reason you are there.',
          },
        ],
        questions: [
          {
            type: 'slides',
            text: 'Before you answer, look again at how zones are marked.',
            slides: [0],
          },
          {
            type: 'radio',
            text: 'How do you know that you are entering a maritime security zone?',
            options: [
              { value: 1, label: 'Signs mark the boundary of the zone' },
              { value: 2, label: 'A security guard tells every person' },
              { value: 3, label: 'You cannot know, so you assume the whole port is a zone' },
            ],
            correct: [1],
            slides: [0],
          },
          {
            type: 'checkbox',
            text: 'Who may ask to see your MSIC? Select every answer that applies.',
            options: [
              { value: 1, label: 'The master of a security regulated ship' },
              { value: 2, label: 'The operator of an offshore facility' },
              { value: 3, label: 'A port security officer' },
              { value: 4, label: 'Nobody: the card is private' },
            ],
            correct: [1, 2, 3],
            slides: [1],
          },
        ],
      },
      {
        title: 'Display of the card',
        parent: 1,
        slides: [
          {
            title: 'Displaying your MSIC',
            nav: 'Displaying your card',
            text: 'In a maritime security zone, wear your MSIC on the front of your outer clothing, above the waist, so that it can be seen clearly. Do not cover it with a jacket or safety vest.',
          },
          {
            title: 'Your card is yours alone',
            text: 'Never lend your card to anyone, and never use another person\'s card. Keep it clean and undamaged: a card that cannot be read must be replaced.',
          },
        ],
        questions: [
          {
            type: 'radio',
            text: 'A colleague forgot their card and asks to borrow yours for the afternoon. What do you do?',
            options: [
              { value: 1, label: 'Lend it, as long as they give it back' },
              { value: 2, label: 'Refuse: an MSIC may only be used by the person it was issued to' },
            ],
            correct: [2],
            error: 'An MSIC may only ever be used by the person it was issued to. Lending it is an offence.',
            slides: [1],
          },
          {
            type: 'skip',
            text: 'Your employer or the port may have more rules about where and how to wear your card. Follow them as well.',
          },
        ],
      },
      {
        title: 'Obligations and reporting',
        slides: [
          {
            title: 'Reporting',
            nav: 'Reporting',
            text: 'Report a lost, stolen or destroyed card to the issuing body within 7 days. Tell the issuing body within 30 days if you change your name, and within 7 days if you are convicted of a maritime security relevant offence.',
          },
          {
            title: 'Returning your card',
            text: 'Return your card to the issuing body within one month after it expires or is cancelled, or when you no longer need it for your work.',
          },
          {
            title: 'Suspicious activity',
            nav: 'Suspicious activity',
            text: 'If you see something suspicious, such as an unattended item, a breach of a fence or someone in a zone without a card, report it at once to security staff or the port security officer. Do not put yourself at risk.',
          },
        ],
        questions: [
          {
            type: 'checkbox',
            text: 'Which of these must you report to the issuing body? Select every answer that applies.',
            options: [
              { value: 1, label: 'Your card was stolen' },
              { value: 2, label: 'You changed your name' },
              { value: 3, label: 'You changed your mobile phone' },
              { value: 4, label: 'You were convicted of a maritime security relevant offence' },
            ],
            correct: [1, 2, 4],
            slides: [0],
          },
          {
            type: 'declaration',
            text: 'I declare that I understand my obligations as an MSIC holder and will meet them.',
            options: AGREE,
            correct: [1],
          },
        ],
      },
    ],
  },
  {
    id: 7,
    name: 'Port induction',
    modules: [
      {
        title: 'Working safely at the port',
        slides: [
          {
            title: 'Welcome to the port',
            nav: 'Welcome',
            text: 'This induction covers the rules of the port before you start work here. Follow the signs, the marked walkways and the directions of port staff at all times.',
          },
          {
            title: 'Vehicles and machinery',
            nav: 'Vehicles and machinery',
            text: 'Straddle carriers, forklifts and trucks have right of way. Wear high visibility clothing, stay on marked walkways and never walk behind reversing machinery.',
          },
        ],
        questions: [
          {
            type: 'radio',
            text: 'Who has right of way on the wharf?',
            options: [
              { value: 1, label: 'People on foot' },
              { value: 2, label: 'Vehicles and machinery' },
            ],
            correct: [2],
            slides: [1],
          },
        ],
      },
      {
        title: 'Port security procedures',
        slides: [
          {
            title: 'Entering the port',
            nav: 'Entering the port',
            text: 'Enter and leave only through the controlled gates. Show your MSIC at the gate and keep it displayed while you are in a security zone.',
          },
          {
            title: 'Emergencies',
            nav: 'Emergencies',
            text: 'If the alarm sounds, stop work, make your machinery safe and walk to the nearest assembly area. Report to the warden and do not leave until you are told to.',
          },
        ],
        questions: [
          {
            type: 'radio',
            text: 'The alarm sounds. What do you do first?',
            options: [
              { value: 1, label: 'Finish the job you are doing' },
              { value: 2, label: 'Stop work, make your machinery safe and walk to the assembly area' },
              { value: 3, label: 'Leave the port by the nearest gate' },
            ],
            correct: [2],
            slides: [1],
          },
          {
            type: 'declaration',
            text: 'I declare that I have read and understood the port rules and will follow them.',
            options: AGREE,
            correct: [1],
          },
        ],
      },
    ],
  },
];
