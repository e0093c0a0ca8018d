// The induction programmes of spec §3 and §9, written once: generate.mjs makes each slide's narration from its
// text (so every transcript is exactly what is spoken) and writes the content migration the API loads.
//
// A slide: title (also its entry in the contents, unless `nav` gives a shorter one), text (the narration and its
// transcript), points (what the participant sees beside the figure: the few things to remember) and figure (a
// drawing in figures/, with the text alternative the player gives it).
//
// Facts follow the Maritime Transport and Offshore Facilities Security Act 2003, the Maritime Transport and
// Offshore Facilities Security Regulations 2003 and what issuing bodies and AusCheck publish for MSIC holders.
// Where the law leaves a detail to each port's security plan, the text says so instead of inventing one.
// Text is printable ASCII (the API's schemas refuse anything else): straight quotes, hyphens, no dashes.
//
// Question types: radio (one option), checkbox (every correct option, no other), declaration (must be ticked),
// skip (information, nothing to answer), slides (related slides to review, nothing to answer).
// Option values are whole numbers; `correct` holds the values of the right answer(s).

const AGREE = [{ value: 1, label: 'I agree' }];

export const INDUCTIONS = [
  { id: 1, programId: 1, name: 'MSIC security awareness induction', company: 'msic' },
  // issue 39: the ASIC's own induction, for the applicants of an aviation card (shared-contracts CARD_INDUCTION)
  { id: 2, programId: 2, name: 'ASIC security awareness induction', company: 'asic' },
  { id: 7, programId: 7, name: 'Southern Ports induction', company: 'spa' },
];

const msicInduction = {
  id: 1,
  name: 'MSIC security awareness induction',
  modules: [
    {
      title: 'The MSIC and the law behind it',
      slides: [
        {
          title: 'Welcome',
          text: 'Welcome to the Maritime Security Identification Card induction. It takes about fifteen minutes and has eight short modules. Each slide has narration, a picture of what matters and a written transcript, and you can pause at any time. Listen to every slide of a module, then answer its questions. If the audio cannot play, read each slide instead: the player tells you when you can move on. You can leave and come back, and we keep your place. When you finish, you can download a certificate of completion.',
          points: [
            'Eight short modules, about fifteen minutes in all.',
            'Listen to every slide of a module, then answer its questions.',
            'You can pause, leave and come back: your place is kept.',
            'You get a certificate of completion at the end.',
          ],
          figure: {
            file: 'course-map.svg',
            alt: 'The eight modules of this induction in order: 1 the MSIC and the law behind it, 2 maritime security zones, 3 entering and moving within a zone, 4 displaying and using your card, 5 escorting visitors, 6 reporting a lost card and changes, 7 suspicious behaviour and how to report it, 8 consequences of misuse. A certificate follows the last module.',
          },
        },
        {
          title: 'What an MSIC is',
          text: 'An MSIC, or Maritime Security Identification Card, shows that you have passed a background check and that your work gives you an operational need to be in maritime security zones without an escort. The card carries your photograph, your name, a card number and its expiry date. It is not an access card. Holding an MSIC does not open any gate: the operator of each port, facility or ship still decides who may enter its zones, and when. The card tells them that you have been checked.',
          points: [
            'The MSIC shows that you passed a background check and have an operational need.',
            'It carries your photograph, name, card number and expiry date.',
            'It is not an access card: each port or facility decides who enters its zones.',
          ],
          figure: {
            file: 'msic-card.svg',
            alt: 'An illustration of an MSIC, not the real design: the words Maritime Security Identification Card across the top, the holder\'s photograph on the left, and on the right the holder\'s name, a card number and an expiry date.',
          },
        },
        {
          title: 'The law behind the card',
          nav: 'The law',
          text: 'The MSIC scheme is part of Australia\'s maritime security framework. Its base is the Maritime Transport and Offshore Facilities Security Act 2003, with the Maritime Transport and Offshore Facilities Security Regulations 2003 made under it. Their purpose is to safeguard maritime transport and offshore facilities against unlawful interference: for example a terrorist attack, seizing or damaging a ship or a facility, or putting a weapon or a dangerous device on board. The Act also gives effect in Australia to the international rules for ship and port security, the International Ship and Port Facility Security Code.',
          points: [
            'Maritime Transport and Offshore Facilities Security Act 2003.',
            'Maritime Transport and Offshore Facilities Security Regulations 2003.',
            'Purpose: safeguard maritime transport and offshore facilities against unlawful interference.',
            'The Act gives effect to the International Ship and Port Facility Security (ISPS) Code.',
          ],
          figure: {
            file: 'security-framework.svg',
            alt: 'The maritime security framework as layers, from the top: the International Ship and Port Facility Security Code; the Maritime Transport and Offshore Facilities Security Act 2003; the Maritime Transport and Offshore Facilities Security Regulations 2003; the security plans of ports, port facilities, ships and offshore facilities; and at the bottom, you, the MSIC holder, who keeps the rules.',
          },
        },
        {
          title: 'Who does what',
          text: 'Several organisations share the work. The Department of Home Affairs regulates maritime security under the Act. AusCheck, part of the same department, coordinates your background check: a check of your criminal history, a national security assessment by ASIO and, if you are not an Australian citizen, a check of your right to work in Australia. Your issuing body takes your application, issues your card and is who you report to about it. Port, facility and ship operators work to approved security plans and control access to their zones. And you, the card holder, keep the rules.',
          points: [
            'Department of Home Affairs: regulates maritime security.',
            'AusCheck: coordinates your background check (criminal history, ASIO assessment, right to work).',
            'Your issuing body: issues your card; you report to it.',
            'Port, facility and ship operators: security plans and access to their zones.',
          ],
          figure: {
            file: 'who-does-what.svg',
            alt: 'Five boxes around the card holder: the Department of Home Affairs regulates maritime security; AusCheck coordinates the background check; the issuing body issues the card and takes reports; port, facility and ship operators control access to their zones; the card holder keeps the rules.',
          },
        },
        {
          title: 'Who needs an MSIC',
          text: 'You need an MSIC if your work requires you to be in a maritime security zone without being escorted or continuously monitored. That covers many jobs: wharf and stevedoring workers, truck and train drivers who load and unload at the port, contractors and maintenance crews, security staff, and seafarers on security regulated Australian ships. The reason you need the card is called your operational need, and your employer or sponsor confirms it when you apply. A person who visits a zone only now and then can be escorted by a card holder instead, as the module on escorting explains.',
          points: [
            'You need an MSIC to be in a maritime security zone without an escort.',
            'Your reason is your operational need; your employer or sponsor confirms it.',
            'An occasional visitor can be escorted by a card holder instead.',
          ],
        },
      ],
      questions: [
        {
          type: 'radio',
          text: 'What does an MSIC show about the person who holds it?',
          options: [
            { value: 1, label: 'That they own or operate a vessel' },
            { value: 2, label: 'That they passed a background check and have an operational need to be in maritime security zones' },
            { value: 3, label: 'That they are employed by the port' },
          ],
          correct: [2],
          slides: [1],
        },
        {
          type: 'checkbox',
          text: 'Which checks make up the background check for an MSIC? Select every answer that applies.',
          options: [
            { value: 1, label: 'A check of your criminal history' },
            { value: 2, label: 'A national security assessment by ASIO' },
            { value: 3, label: 'For an applicant who is not an Australian citizen, a check of their right to work in Australia' },
            { value: 4, label: 'A check of your credit rating' },
          ],
          correct: [1, 2, 3],
          error: 'The background check that AusCheck coordinates covers your criminal history, a national security assessment by ASIO and, if you are not an Australian citizen, your right to work in Australia. It does not look at your credit.',
          slides: [3],
        },
      ],
      secondPage: {
        title: 'Check your understanding',
        text: 'Three more questions on the card and the law behind it.',
        questions: [
          {
            type: 'radio',
            text: 'Which law sets up Australia\'s maritime security framework and the MSIC?',
            options: [
              { value: 5, label: 'The Work Health and Safety Act 2011' },
              { value: 6, label: 'The Customs Act 1901' },
              { value: 7, label: 'The Maritime Transport and Offshore Facilities Security Act 2003 and its Regulations' },
              { value: 8, label: 'The Navigation Act 2012' },
            ],
            correct: [7],
            slides: [2],
          },
          {
            type: 'radio',
            text: 'Does your MSIC let you into every maritime security zone?',
            options: [
              { value: 5, label: 'Yes, at any port in Australia' },
              { value: 6, label: 'Yes, once you have completed this induction' },
              { value: 7, label: 'Only at the port where it was issued' },
              { value: 8, label: 'No: it is not an access card, and each port or facility decides who may enter its zones' },
            ],
            correct: [8],
            slides: [1],
          },
          {
            type: 'radio',
            text: 'Who needs an MSIC?',
            options: [
              { value: 5, label: 'Everyone who visits a port, even once' },
              { value: 6, label: 'A person whose work requires them to be in a maritime security zone without an escort' },
              { value: 7, label: 'Only port security staff' },
              { value: 8, label: 'Only the crews of foreign ships' },
            ],
            correct: [6],
            slides: [4],
          },
        ],
      },
    },
    {
      title: 'Maritime security zones',
      slides: [
        {
          title: 'Maritime security levels',
          nav: 'Security levels',
          text: 'Every security regulated port, ship and offshore facility operates at a maritime security level. Level one is in force at all times: it is the normal, everyday level of security. When the risk of a security incident is higher, the Secretary of the Department of Home Affairs can declare level two or level three for a port, a ship or a facility. At a higher level you may meet more checks at the gates, more patrols, and areas that are closed. The port and your employer will tell you what changes, and you must follow their directions.',
          points: [
            'Level 1: in force at all times.',
            'Levels 2 and 3: declared when the risk is higher.',
            'At a higher level expect more checks and closed areas, and follow directions.',
          ],
          figure: {
            file: 'security-levels.svg',
            alt: 'The three maritime security levels side by side: level 1, the normal level in force at all times; level 2, a heightened risk; level 3, a probable or imminent incident, with the most security measures.',
          },
        },
        {
          title: 'Port security zones',
          text: 'Inside a security regulated port there are maritime security zones of three types. A land-side restricted zone covers areas on land, such as wharves, berths and cargo areas, where access is controlled. A cleared zone is an area where people, their belongings and vehicles have been screened and cleared, such as the area around a cruise ship while its passengers board. A water-side restricted zone is an area of water, for example along the berths, where the movement of boats is controlled. Each zone has a security barrier, such as a fence and gates, a boom or a line of marker buoys.',
          points: [
            'Land-side restricted zone: wharves, berths and cargo areas on land.',
            'Cleared zone: people, belongings and vehicles screened and cleared.',
            'Water-side restricted zone: water where boat movements are controlled.',
            'Every zone has a security barrier: fences and gates, booms or buoys.',
          ],
          figure: {
            file: 'port-zone-plan.svg',
            alt: 'A zone plan of an example port, not to scale. At the top is the sea. Along the shore runs the wharf with two berths and a ship at each. The wharf and the cargo yard behind it form the land-side restricted zone, fenced, with a staffed gate from the public road at the bottom. Next to it, the cruise terminal and its berth form a cleared zone, entered through a screening point. In the water along the berths, a line of marker buoys bounds the water-side restricted zone. The public road, car park and town sit outside every zone.',
          },
        },
        {
          title: 'Signs at the boundary',
          nav: 'Zone signs',
          text: 'Signs mark where a zone begins: on fences and gates on land, and on buoys, piles or boards facing the water. They tell you that you are at the boundary of a maritime security zone, what type of zone it is, and that entering without authority is an offence. The wording and colours differ from port to port, so read every sign rather than relying on how it looks. If you are not sure whether you may enter, stop, and ask the port\'s security staff before you go in.',
          points: [
            'Signs are on fences and gates, and on buoys, piles or boards facing the water.',
            'They name the zone and warn that entry without authority is an offence.',
            'Wording and colours differ between ports: read every sign.',
            'Not sure? Stop and ask security staff.',
          ],
          figure: {
            file: 'zone-signs.svg',
            alt: 'Three example signs of the kind found at zone boundaries. The first reads: Warning, maritime security zone, land-side restricted zone, entry without authority is an offence, penalties apply. The second, for a water-side restricted zone, reads: Warning, water-side restricted zone, no unauthorised vessels. The third, at a cruise terminal, reads: Cleared zone, screening in progress, authorised persons only. Wording and colours differ between ports.',
          },
        },
        {
          title: 'Ship and offshore security zones',
          nav: 'Ship and offshore zones',
          text: 'Security zones are not only on land. Around a security regulated ship, a ship security zone can be set up, such as an exclusion zone on the water that other vessels must keep out of. Offshore, zones cover an offshore facility itself and the water around it. On board, a ship\'s security plan marks restricted areas, such as the bridge and the engine room. The master of a ship and the operator of a facility may ask who you are and why you are there, and may refuse you entry.',
          points: [
            'Ship security zones, such as an exclusion zone on the water around a ship.',
            'Offshore security zones cover a facility and the water around it.',
            'On board, restricted areas such as the bridge and the engine room.',
          ],
          figure: {
            file: 'ship-zones.svg',
            alt: 'A ship at a berth, seen from above, with a dashed boundary on the water around it marking an exclusion zone that other vessels must keep out of. Inside the ship, the bridge and the engine room are shaded as on-board restricted areas.',
          },
        },
      ],
      questions: [
        {
          type: 'slides',
          text: 'Before you answer, look again at how an example port is laid out.',
          slides: [1],
        },
        {
          type: 'checkbox',
          text: 'Which of these are types of port security zone? Select every answer that applies.',
          options: [
            { value: 1, label: 'Land-side restricted zone' },
            { value: 2, label: 'Cleared zone' },
            { value: 3, label: 'Water-side restricted zone' },
            { value: 4, label: 'Staff car park zone' },
          ],
          correct: [1, 2, 3],
          slides: [1],
        },
        {
          type: 'radio',
          text: 'How do you know that you are at the boundary of a maritime security zone?',
          options: [
            { value: 1, label: 'A security barrier and signs mark it' },
            { value: 2, label: 'A security guard tells every person' },
            { value: 3, label: 'You cannot know, so you treat the whole port as a zone' },
          ],
          correct: [1],
          slides: [2],
        },
        {
          type: 'radio',
          text: 'Which maritime security level is in force at all times?',
          options: [
            { value: 1, label: 'Level 1' },
            { value: 2, label: 'Level 2' },
            { value: 3, label: 'Level 3' },
          ],
          correct: [1],
          slides: [0],
        },
      ],
    },
    {
      title: 'Entering and moving within a zone',
      parent: 1,
      slides: [
        {
          title: 'Through the gate, one at a time',
          nav: 'Gates and tailgating',
          text: 'Enter and leave a zone only through an access control point, such as a staffed gate or a card-operated gate or turnstile. Never climb a fence or use a gap in one, and never hold a gate open for someone else. Letting a person follow you through, which is called tailgating, is one of the most common ways that security is breached: each person must be checked on their own. If someone tries to follow you in, stop, send them to the gatehouse and tell security staff. Close any gate or door you open behind you.',
          points: [
            'Enter and leave only through an access control point.',
            'One person at a time: never let anyone follow you through.',
            'Someone tailgating? Stop, send them to the gatehouse, tell security.',
            'Close every gate and door behind you.',
          ],
          figure: {
            file: 'gate-tailgating.svg',
            alt: 'Two pictures of a card-operated gate. In the first, marked right, one worker holds a card to the reader and passes through alone. In the second, marked wrong, a second person walks through close behind the worker without using a card of their own.',
          },
        },
        {
          title: 'Only where your work takes you',
          nav: 'Stay where your work is',
          text: 'Your MSIC does not entitle you to go anywhere you like. Go only to the areas your work needs, by the routes the site sets out, and only at the times you are authorised to be there. Drive only where vehicles are allowed and park only in marked areas. Keep the doors and gates of restricted areas closed. If your work changes and you need to enter a new area, ask your supervisor to arrange it with the port or facility first.',
          points: [
            'Go only where, and when, your work needs you.',
            'Use the routes, roads and parking the site sets out.',
            'A new area? Your supervisor arranges it first.',
          ],
        },
      ],
      questions: [
        {
          type: 'radio',
          text: 'You open a card-operated gate and a person you do not know walks up close behind you to follow you in. What do you do?',
          options: [
            { value: 1, label: 'Hold the gate for them: it is only polite' },
            { value: 2, label: 'Stop them following you, send them to the gatehouse and tell security staff' },
            { value: 3, label: 'Let them through: they are probably a worker' },
          ],
          correct: [2],
          error: 'Each person must be checked on their own. Never let anyone follow you through a gate: stop them, send them to the gatehouse and tell security staff.',
          slides: [0],
        },
        {
          type: 'radio',
          text: 'What does your MSIC let you do?',
          options: [
            { value: 1, label: 'Go anywhere in any port, at any time' },
            { value: 2, label: 'Be in the zones and areas your work needs, when the port or facility has authorised it' },
            { value: 3, label: 'Bring anyone you like into a zone' },
          ],
          correct: [2],
          slides: [1],
        },
        {
          type: 'skip',
          text: 'Each port and facility has its own site rules about routes, speed limits, parking and areas that need a permit. Your site induction covers them: follow them as well.',
        },
      ],
    },
    {
      title: 'Displaying and using your card',
      slides: [
        {
          title: 'How to display your card',
          nav: 'Displaying your card',
          text: 'In a maritime security zone you must display your MSIC properly. It must be attached to your outer clothing, at or above waist height, at the front or side of your body, with the whole front of the card clearly visible. A clip or a lanyard is fine, as long as the card sits there and faces outwards. Do not cover it with a jacket, a safety vest or a harness, and do not keep it in a pocket or a wallet. Check that your card still shows each time you put on or take off a layer of clothing.',
          points: [
            'On your outer clothing, at or above waist height.',
            'At the front or side of your body.',
            'The whole front of the card clearly visible: never under a vest or jacket.',
          ],
          figure: {
            file: 'card-display.svg',
            alt: 'Two workers in high-visibility vests. The first, marked right, wears the MSIC clipped to the front of the vest at chest height with the whole front of the card showing. The second, marked wrong, has the card hanging below the waist and half hidden under the vest.',
          },
        },
        {
          title: 'Showing your card when asked',
          nav: 'Showing your card',
          text: 'You may be asked to show your MSIC, for example by a law enforcement officer, a maritime security inspector, a maritime security guard or a screening officer. Show it when asked, and let them look at it closely. Some people do not have to display an MSIC in a zone, such as police officers, emergency services responding to an emergency, and members of the Defence Force carrying their own identification. Do not assume that an exemption applies to you unless your employer or the port has told you so.',
          points: [
            'Show your card when a law enforcement officer, maritime security inspector, maritime security guard or screening officer asks.',
            'Police, emergency services responding to an emergency and Defence Force members with their own identification do not display an MSIC.',
            'No exemption applies to you unless you have been told so.',
          ],
        },
        {
          title: 'Your card is yours alone',
          nav: 'Your card only',
          text: 'Your MSIC can be used only by you. Never lend it, never borrow another person\'s card, and never let someone use yours to get through a gate. Keep your card safe and in good condition when you are not at work. Do not alter, deface or decorate it, or cover any part of it with stickers. A card that is damaged or can no longer be read must be handed back and replaced. When your card is about to expire, apply for a new one in good time, because the background check takes time.',
          points: [
            'Never lend your card or use anyone else\'s.',
            'Keep it safe; do not alter, deface or cover it.',
            'Damaged or unreadable? Hand it back and replace it.',
            'Renew in good time before it expires.',
          ],
          figure: {
            file: 'no-lending.svg',
            alt: 'One worker holds out an MSIC to a colleague who reaches for it, with a large cross over the card: an MSIC is never lent or borrowed.',
          },
        },
      ],
      questions: [
        {
          type: 'radio',
          text: 'Where must your MSIC be when you are in a maritime security zone?',
          options: [
            { value: 1, label: 'In your wallet, ready to show when asked' },
            { value: 2, label: 'Attached to your outer clothing, at or above waist height, at the front or side of your body, with the whole front visible' },
            { value: 3, label: 'Under your high-visibility vest, to keep it clean' },
            { value: 4, label: 'On the dashboard of your vehicle' },
          ],
          correct: [2],
          slides: [0],
        },
        {
          type: 'radio',
          text: 'A colleague forgot their card and asks to borrow yours for the afternoon. What do you do?',
          options: [
            { value: 1, label: 'Lend it, as long as they give it back' },
            { value: 2, label: 'Refuse: an MSIC may only be used by the person it was issued to' },
          ],
          correct: [2],
          error: 'An MSIC may only ever be used by the person it was issued to. Lending it is an offence.',
          slides: [2],
        },
        {
          type: 'checkbox',
          text: 'Who may ask you to show your MSIC? Select every answer that applies.',
          options: [
            { value: 1, label: 'A law enforcement officer' },
            { value: 2, label: 'A maritime security inspector' },
            { value: 3, label: 'A maritime security guard' },
            { value: 4, label: 'Nobody: the card is private' },
          ],
          correct: [1, 2, 3],
          slides: [1],
        },
      ],
    },
    {
      title: 'Escorting visitors',
      parent: 3,
      slides: [
        {
          title: 'When a visitor can be escorted',
          nav: 'When to escort',
          text: 'A person without an MSIC may be in a maritime security zone only while they are escorted, or continuously monitored, by someone who holds a valid MSIC, as the port\'s or facility\'s security plan allows. Visitors, delivery drivers and new workers waiting for their card are common examples. Many sites also ask visitors to sign in and wear a visitor pass. As the escort, you are responsible for the person you bring in. Before you agree to escort anyone, check that the site allows it, and how many people one escort may take.',
          points: [
            'A person without an MSIC must be escorted or continuously monitored by a card holder.',
            'The site\'s security plan sets when escorting is allowed, and for how many people.',
            'As the escort, you are responsible for your visitor.',
          ],
          figure: {
            file: 'escorting.svg',
            alt: 'An MSIC holder, card displayed on the chest, walks beside a visitor wearing a visitor pass, inside a fenced zone. A dotted line between them shows the escort keeping the visitor in sight.',
          },
        },
        {
          title: 'Your duties as an escort',
          nav: 'An escort\'s duties',
          text: 'While you escort someone, stay with them and keep them in sight the whole time they are in the zone. Take them only where they need to go, and make sure they follow the site\'s safety and security rules. Do not hand them over to another person unless that person holds an MSIC and agrees to take over. Never leave them alone, even for a moment, and never give them your card. At the end, walk them out through an access control point. Failing to keep an escorted person under supervision is an offence.',
          points: [
            'Stay with your visitor and keep them in sight.',
            'Only where they need to go; hand over only to another card holder who agrees.',
            'Walk them out through an access control point.',
            'Leaving an escorted person unsupervised is an offence.',
          ],
        },
      ],
      questions: [
        {
          type: 'radio',
          text: 'While you escort a visitor in a maritime security zone, you must:',
          options: [
            { value: 1, label: 'Stay with them and keep them in sight the whole time they are in the zone' },
            { value: 2, label: 'Show them the gate and collect them at the end of the day' },
            { value: 3, label: 'Lend them your card so they can move around' },
          ],
          correct: [1],
          slides: [1],
        },
        {
          type: 'checkbox',
          text: 'The visitor you are escorting wanders off while you take a phone call. What do you do? Select every answer that applies.',
          options: [
            { value: 1, label: 'Find them and bring them back under your supervision' },
            { value: 2, label: 'Tell security staff at once if you cannot find them' },
            { value: 3, label: 'Leave them: they know the way out' },
          ],
          correct: [1, 2],
          error: 'An escorted person must be supervised at all times. Find them at once, and tell security staff straight away if you cannot.',
          slides: [1],
        },
      ],
    },
    {
      title: 'Reporting a lost card and changes',
      slides: [
        {
          title: 'A lost, stolen or destroyed card',
          nav: 'Lost or stolen card',
          text: 'If your MSIC is lost, stolen or destroyed, you must tell your issuing body within seven days. Report a stolen card to the police as well: your issuing body will usually ask for the police report number and a statutory declaration. A card reported lost or stolen is no longer valid, so that nobody else can use it. If you find your card after reporting it, do not use it: hand it back to the issuing body. Until your replacement arrives, you may be in a zone only under escort.',
          points: [
            'Tell your issuing body within 7 days.',
            'A stolen card: report it to the police too.',
            'A card you reported and then found is no longer valid: hand it back.',
          ],
          figure: {
            file: 'reporting-deadlines.svg',
            alt: 'A table of what to report and when. Card lost, stolen or destroyed: tell your issuing body within 7 days. Convicted of a maritime-security-relevant offence: report within 7 days. Changed your name: tell your issuing body within 30 days. Card expired, cancelled, damaged or no longer needed: return it within 30 days.',
          },
        },
        {
          title: 'Changes of name and circumstance',
          nav: 'Changes to report',
          text: 'Tell your issuing body when your details change. If you change your name, for example on marriage, tell your issuing body within thirty days and apply for a card in your new name: a card stops being valid one month after its holder\'s change of name. Your issuing body also needs to know when your address, phone number, email address or employer changes, and when your visa changes or ends. If your work no longer needs you in a maritime security zone, you no longer have an operational need: tell your issuing body, and hand the card back.',
          points: [
            'Changed your name? Tell your issuing body within 30 days and get a card in your new name.',
            'Keep your address, phone, email, employer and visa details up to date.',
            'No longer have an operational need? Tell your issuing body and hand the card back.',
          ],
        },
        {
          title: 'Convictions',
          text: 'If you are convicted of a maritime-security-relevant offence while you hold an MSIC, you must report it within seven days, to AusCheck or to your issuing body. AusCheck has a self-reporting form for this. These offences include serious crimes such as terrorism, offences involving weapons or explosives, serious drug offences and some offences of dishonesty. Your eligibility to hold the card will then be checked again, and your card may be cancelled. Reporting on time is part of your legal duties as a card holder.',
          points: [
            'Convicted of a maritime-security-relevant offence? Report it within 7 days.',
            'Report to AusCheck (it has a self-reporting form) or your issuing body.',
            'Your eligibility is checked again; the card may be cancelled.',
          ],
        },
        {
          title: 'Returning your card',
          text: 'Return your MSIC to your issuing body within thirty days after it expires, after it is cancelled, if it is damaged, altered or defaced, or once you no longer have an operational need. Do not throw it away, and do not keep it as a souvenir: a card that has not been returned can still be misused. When you receive a new card, return the old one. If you are not sure how to return your card, your issuing body will tell you.',
          points: [
            'Return your card within 30 days after it expires or is cancelled.',
            'Also when it is damaged, altered or defaced, or no longer needed.',
            'Never throw it away or keep it.',
          ],
        },
      ],
      questions: [
        {
          type: 'radio',
          text: 'Within how many days must you tell your issuing body that your MSIC has been lost, stolen or destroyed?',
          options: [
            { value: 1, label: 'Within 7 days' },
            { value: 2, label: 'Within 60 days' },
            { value: 3, label: 'Only when you apply for a new card' },
          ],
          correct: [1],
          slides: [0],
        },
        {
          type: 'checkbox',
          text: 'Which of these must you report? Select every answer that applies.',
          options: [
            { value: 1, label: 'Your card was stolen' },
            { value: 2, label: 'You changed your name' },
            { value: 3, label: 'You took annual leave' },
            { value: 4, label: 'You were convicted of a maritime-security-relevant offence' },
          ],
          correct: [1, 2, 4],
          slides: [0, 1, 2],
        },
        {
          type: 'radio',
          text: 'Your card has expired and you have your new one. What do you do with the old card?',
          options: [
            { value: 1, label: 'Keep it as a spare' },
            { value: 2, label: 'Return it to your issuing body within 30 days' },
            { value: 3, label: 'Throw it in the bin' },
          ],
          correct: [2],
          slides: [3],
        },
      ],
    },
    {
      title: 'Suspicious behaviour and how to report it',
      slides: [
        {
          title: 'What to look out for',
          nav: 'What to look out for',
          text: 'You know your workplace better than anyone, so you are well placed to notice what does not fit. Look out for people filming or photographing fences, gates, cameras or ships without a clear reason; people asking unusual questions about security routines; anyone in a zone without a displayed card or an escort; vehicles or boats loitering near restricted areas; bags or packages left unattended; damage to fences, locks or lighting; and anyone testing gates or following workers through. Judge what people do, never how they look or where they come from.',
          points: [
            'Filming or photographing security features without a clear reason.',
            'Unusual questions about security routines.',
            'People in a zone without a displayed card or an escort.',
            'Unattended bags, damaged fences, vehicles or boats loitering.',
          ],
          figure: {
            file: 'suspicious-signs.svg',
            alt: 'Four pictures of things to report: a person photographing a security camera on a fence; a bag left alone beside a gate; a cut in a wire fence; and a person in a zone without a card, following a worker through a gate.',
          },
        },
        {
          title: 'What to do',
          text: 'If something does not look right, do not confront the person, and do not touch anything suspicious. Keep yourself and others at a safe distance. Note what you saw, where and when it happened, and a description of the people, vehicles or boats involved, including number plates or vessel names. Then report it straight away. Do not wait until you are certain: even something that seems small can be useful, and security staff would rather check a false alarm than miss a real threat.',
          points: [
            'Do not confront anyone or touch anything suspicious.',
            'Note what, where, when, and who or what was involved.',
            'Report it straight away, even if you are not certain.',
          ],
          figure: {
            file: 'report-checklist.svg',
            alt: 'A checklist of what to note for a report: what you saw; where it was; when it happened; a description of the people, vehicles or boats, with number plates or vessel names.',
          },
        },
        {
          title: 'Who to call',
          text: 'In an emergency, or if anyone is in immediate danger, call triple zero. Otherwise, report to the security staff of your port or facility, using the contact you were given at your site induction or the number on the site\'s signs, and tell your supervisor. You can also call the National Security Hotline on 1800 123 400, at any time of day or night, to report possible signs of terrorism. After you report, follow the directions of security staff and emergency services, and do not share what you saw on social media.',
          points: [
            'Emergency or immediate danger: call 000.',
            'Otherwise: your port or facility security staff, and your supervisor.',
            'National Security Hotline: 1800 123 400, at any time.',
          ],
          figure: {
            file: 'who-to-call.svg',
            alt: 'Three numbers to know. Emergency or immediate danger: 000. Security concern at work: your port or facility security staff. Possible signs of terrorism: the National Security Hotline, 1800 123 400, at any time.',
          },
        },
      ],
      questions: [
        {
          type: 'checkbox',
          text: 'Which of these should you report? Select every answer that applies.',
          options: [
            { value: 1, label: 'Someone photographing the gates, fences and security cameras' },
            { value: 2, label: 'A bag left unattended beside a restricted-zone gate' },
            { value: 3, label: 'A gap cut in a security fence' },
            { value: 4, label: 'A colleague displaying their MSIC correctly' },
          ],
          correct: [1, 2, 3],
          slides: [0],
        },
        {
          type: 'radio',
          text: 'You see an unattended bag next to a restricted-zone gate. What should you do?',
          options: [
            { value: 1, label: 'Move it somewhere safe' },
            { value: 2, label: 'Keep people away, do not touch it, and report it to security staff, or call 000 if anyone is in danger' },
            { value: 3, label: 'Open it to find out who owns it' },
            { value: 4, label: 'Leave it: someone will come back for it' },
          ],
          correct: [2],
          slides: [1, 2],
        },
        {
          type: 'radio',
          text: 'What helps security staff most when you report something?',
          options: [
            { value: 1, label: 'What you saw, where and when, and a description of the people, vehicles or boats' },
            { value: 2, label: 'Your guess about who the person is' },
            { value: 3, label: 'A video you took close up, after following them' },
          ],
          correct: [1],
          slides: [1],
        },
      ],
    },
    {
      title: 'Consequences of misuse',
      slides: [
        {
          title: 'Offences and penalties',
          text: 'The duties in this induction are legal obligations. Not displaying your card properly, lending or borrowing a card, entering a zone without authority, failing to supervise someone you escort, failing to report a lost card or a conviction, and not returning a card are offences under the Act or the Regulations, and can be punished with a fine. Giving false information to get a card, or using a forged or altered card, can lead to prosecution. Your employer, and the port or facility, may also act under their own rules.',
          points: [
            'Breaking the rules of this induction is an offence, punishable by a fine.',
            'False information or a forged card can lead to prosecution.',
            'Your employer and the port may act under their own rules too.',
          ],
          figure: {
            file: 'consequences.svg',
            alt: 'Three consequences of misusing an MSIC, each in a box: a fine or prosecution; the card cancelled; access to the port or facility withdrawn.',
          },
        },
        {
          title: 'Losing your card',
          text: 'Your issuing body must cancel your MSIC in certain cases: for example when it learns that you have an adverse criminal record or an adverse security assessment, or that you no longer have an operational need. A card obtained with false information can be cancelled too. Ports and facilities can also refuse or withdraw your access after a breach of their rules. Without a card you cannot work in a maritime security zone without an escort, which for many people means that they cannot do their job.',
          points: [
            'Your card is cancelled after an adverse criminal record or security assessment, or when your operational need ends.',
            'A card obtained with false information can be cancelled.',
            'Ports and facilities can withdraw your access after a breach.',
          ],
        },
        {
          title: 'Why it matters',
          text: 'Maritime security relies on everyone who works at a port, on a ship or at an offshore facility. Every card displayed, every gate closed behind you, every visitor kept in sight and every report made closes a gap that someone could use to cause harm. To sum up: display your card, use it only yourself, escort properly, report losses, changes and convictions on time, return your card when you no longer need it, and report anything suspicious. Answer the last questions to finish the induction.',
          points: [
            'Display your card, and use it only yourself.',
            'Escort properly; report losses, changes and convictions on time.',
            'Return your card when it is no longer valid or needed.',
            'Report anything suspicious.',
          ],
        },
      ],
      questions: [
        {
          type: 'checkbox',
          text: 'What can follow the misuse of an MSIC? Select every answer that applies.',
          options: [
            { value: 1, label: 'A fine or a prosecution' },
            { value: 2, label: 'The card is cancelled' },
            { value: 3, label: 'The port or facility withdraws your access' },
            { value: 4, label: 'A free replacement card' },
          ],
          correct: [1, 2, 3],
          slides: [0, 1],
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
};

const southernPortsInduction = {
  id: 7,
  name: 'Southern Ports induction: Bunbury, Albany and Esperance',
  modules: [
    {
      title: 'Welcome to Southern Ports',
      slides: [
        {
          title: 'Welcome',
          text: 'Welcome to the Southern Ports induction. Southern Ports Authority manages three ports on the south coast of Western Australia: Bunbury, Albany and Esperance. This induction takes about ten minutes. It covers the security and safety rules that apply at all three ports, and then what is particular to each one. It does not replace the site induction that your employer or a terminal operator gives you, and if you hold an MSIC, it does not replace the MSIC induction. Listen to each slide, then answer the questions of each module.',
          points: [
            'Three ports: Bunbury, Albany and Esperance.',
            'About ten minutes: rules for all three ports, then each port.',
            'Your site induction and the MSIC induction still apply.',
          ],
          figure: {
            file: 'southern-ports-map.svg',
            alt: 'A map of the south-west of Western Australia, not to scale, showing Perth, and the three Southern Ports: Bunbury on the west coast about 180 kilometres south of Perth, Albany on the south coast, and Esperance further east along the south coast.',
          },
        },
        {
          title: 'Rules at every port',
          text: 'At each of our ports, come to work fit for work: free of alcohol and drugs, and rested. Wear the personal protective equipment that the area requires, which is always at least high-visibility clothing and safety boots, and a hard hat, safety glasses or hearing protection where the signs say so. Keep to marked walkways and crossings, and follow the directions of port staff. Report every incident, injury, spill and near miss to your supervisor and to the port, however small it seems.',
          points: [
            'Fit for work: no alcohol or drugs, and rested.',
            'Always high-visibility clothing and safety boots; more where signs say so.',
            'Marked walkways and crossings; follow port staff.',
            'Report every incident, injury, spill and near miss.',
          ],
          figure: {
            file: 'port-ppe.svg',
            alt: 'A port worker wearing a high-visibility vest, safety boots, a hard hat, safety glasses and hearing protection, with the MSIC displayed on the chest. Labels point to each item.',
          },
        },
        {
          title: 'Your first day at the port',
          nav: 'Your first day',
          text: 'On your first day, come to the gate at the time you were given and bring your MSIC, or arrange to be met by the card holder who will escort you. Your supervisor or the terminal operator will give you a site induction for the area where you will work: where you may go, the routes to use, the permits your job needs and where your assembly area is. Save the security and emergency contacts you are given in your phone before you start work.',
          points: [
            'Bring your MSIC, or arrange to be met by your escort.',
            'Your site induction: where you may go, routes, permits, assembly area.',
            'Save the security and emergency contacts in your phone.',
          ],
        },
      ],
      questions: [
        {
          type: 'checkbox',
          text: 'What must you always wear on the wharf at a Southern Ports port? Select every answer that applies.',
          options: [
            { value: 1, label: 'High-visibility clothing' },
            { value: 2, label: 'Safety boots' },
            { value: 3, label: 'Sunglasses' },
          ],
          correct: [1, 2],
          slides: [1],
        },
        {
          type: 'radio',
          text: 'Which ports does Southern Ports Authority manage?',
          options: [
            { value: 1, label: 'Bunbury, Albany and Esperance' },
            { value: 2, label: 'Fremantle, Geraldton and Broome' },
            { value: 3, label: 'Port Hedland, Dampier and Ashburton' },
          ],
          correct: [1],
          slides: [0],
        },
      ],
    },
    {
      title: 'Security at our ports',
      slides: [
        {
          title: 'Entering the port',
          text: 'Each of our ports has maritime security zones, marked by fences, gates and signs. Enter and leave only through the controlled gates, with your own MSIC displayed, or escorted by a card holder the whole time. Never let anyone follow you through a gate, and never leave a gate or door open behind you. Visitors sign in and stay with their escort. Ask before you take photographs or video in a restricted zone, because many areas do not allow it.',
          points: [
            'Only through the controlled gates: your MSIC displayed, or escorted.',
            'Never let anyone follow you through; close gates behind you.',
            'Visitors sign in and stay with their escort.',
            'Ask before you take photographs in a restricted zone.',
          ],
          figure: {
            file: 'gate-tailgating.svg',
            alt: 'Two pictures of a card-operated gate. In the first, marked right, one worker holds a card to the reader and passes through alone. In the second, marked wrong, a second person walks through close behind the worker without using a card of their own.',
          },
        },
        {
          title: 'Reporting security concerns',
          nav: 'Reporting concerns',
          text: 'Report anything suspicious to Southern Ports security straight away: a person in a zone without a card or an escort, damage to a fence or lock, a gate left open, an unattended bag or vehicle, or a boat loitering near a berth. Use the security contact you are given at your site induction. In an emergency, call triple zero. You can also report possible signs of terrorism to the National Security Hotline on 1800 123 400. Do not confront anyone, and do not touch anything suspicious.',
          points: [
            'Report to Southern Ports security straight away.',
            'Emergency: 000. National Security Hotline: 1800 123 400.',
            'Do not confront anyone or touch anything suspicious.',
          ],
        },
      ],
      questions: [
        {
          type: 'radio',
          text: 'You find a gate into a restricted zone left open and nobody near it. What do you do?',
          options: [
            { value: 1, label: 'Walk through it: it saves time' },
            { value: 2, label: 'Report it to Southern Ports security straight away' },
            { value: 3, label: 'Nothing: someone must have left it open on purpose' },
          ],
          correct: [2],
          slides: [1],
        },
      ],
    },
    {
      title: 'Safety on the wharf',
      slides: [
        {
          title: 'Vehicles and machinery',
          text: 'Ports are busy with heavy vehicles, forklifts, cranes, ship loaders, conveyors and, at some berths, trains. Vehicles and machinery have right of way over people on foot. Stay on marked walkways, keep out of the exclusion zones around working machinery, and never walk behind a reversing vehicle. Before you pass near a machine, make eye contact with its operator and wait for a signal. Drive at the speed limits shown and give way to port machinery.',
          points: [
            'Vehicles and machinery have right of way.',
            'Keep out of the exclusion zones around working machinery.',
            'Eye contact with the operator before you pass; never walk behind a reversing vehicle.',
          ],
          figure: {
            file: 'machinery-exclusion.svg',
            alt: 'A forklift seen from above with a shaded exclusion zone around it. A person on foot waits outside the zone on a marked walkway and makes eye contact with the operator.',
          },
        },
        {
          title: 'Near the water and under loads',
          nav: 'Water and loads',
          text: 'The edge of a wharf is a fall hazard: keep back from it unless your work needs you there, and then wear a life jacket where the signs or your supervisor require one. Never stand or walk under a suspended load, and stay clear of mooring lines while a ship berths or leaves, because a line that parts can whip with great force. Keep away from moving conveyors, and never reach into one. Report anyone who falls into the water at once, and throw them a life ring if you can do so safely.',
          points: [
            'Keep back from the wharf edge; a life jacket where required.',
            'Never stand under a suspended load.',
            'Stay clear of mooring lines and moving conveyors.',
            'Person in the water: raise the alarm, throw a life ring if safe.',
          ],
        },
        {
          title: 'Wind, weather and sun',
          nav: 'Weather',
          text: 'The south coast has strong winds, fast-changing weather and hot summer sun. In high winds, loading and crane work may stop: follow the operators\' decisions, and secure anything loose that could blow away or into the water. Wet wharves and ramps are slippery, so slow down. In summer, drink plenty of water, use sunscreen, and take your breaks in the shade. Tell your supervisor if you or a workmate feel unwell from the heat or the cold.',
          points: [
            'High winds can stop loading and crane work: follow the operators.',
            'Secure loose items; take care on wet, slippery surfaces.',
            'Sun and heat: water, sunscreen, shade; report feeling unwell.',
          ],
        },
        {
          title: 'In an emergency',
          nav: 'Emergencies',
          text: 'If the alarm sounds, stop work, make your machinery safe and walk to the nearest assembly area shown on the site maps. Report to the warden, and do not leave until you are told that you may. For a fire, an injury or a person in danger, call triple zero, then tell port staff. Report any spill, especially into the water, at once: spills can harm the harbour and the town, and the sooner they are contained the less harm they do.',
          points: [
            'Alarm: stop work, make machinery safe, walk to the assembly area.',
            'Report to the warden and stay until told to leave.',
            'Fire, injury or danger: call 000, then tell port staff.',
            'Report every spill at once, above all into the water.',
          ],
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
          slides: [0],
        },
        {
          type: 'radio',
          text: 'The alarm sounds. What do you do first?',
          options: [
            { value: 1, label: 'Finish the job you are doing' },
            { value: 2, label: 'Stop work, make your machinery safe and walk to the assembly area' },
            { value: 3, label: 'Leave the port by the nearest gate' },
          ],
          correct: [2],
          slides: [2],
        },
      ],
    },
    {
      title: 'Our three ports',
      slides: [
        {
          title: 'Port of Bunbury',
          text: 'The Port of Bunbury, about 180 kilometres south of Perth, is the gateway of the South West. Most of its trade passes through the inner harbour, where alumina from the region\'s refineries is exported and caustic soda is imported for them. Spodumene, the ore from which lithium is made, is exported here too. Expect bulk materials moving on conveyors and ship loaders, and heavy vehicles near the berths. Caustic soda is corrosive: stay out of areas marked for it unless your work is there and you wear the protective equipment it needs.',
          points: [
            'The inner harbour: alumina exports and caustic soda imports.',
            'Spodumene (lithium ore) exports.',
            'Conveyors, ship loaders and heavy vehicles near the berths.',
            'Caustic soda is corrosive: keep out of its areas unless your work is there.',
          ],
          figure: {
            file: 'southern-ports-map.svg',
            alt: 'A map of the south-west of Western Australia, not to scale, showing Perth, and the three Southern Ports: Bunbury on the west coast about 180 kilometres south of Perth, Albany on the south coast, and Esperance further east along the south coast.',
          },
        },
        {
          title: 'Port of Albany',
          text: 'The Port of Albany lies in Princess Royal Harbour, on King George Sound, close to the centre of town. It exports grain and woodchips, imports fertiliser, and welcomes cruise ships. Grain handling raises dust and has confined spaces, such as silos, bins and hoppers, that only trained workers with a permit may enter. On cruise ship days, passengers and the public are close to the working port: keep to your work area, and keep the gates of restricted zones closed behind you.',
          points: [
            'Princess Royal Harbour, on King George Sound, close to town.',
            'Grain and woodchip exports, fertiliser imports, cruise ships.',
            'Silos, bins and hoppers are confined spaces: permit holders only.',
            'Cruise ship days: the public is close by; keep gates closed.',
          ],
        },
        {
          title: 'Port of Esperance',
          text: 'The Port of Esperance, on Esperance Bay, is a deep-water port right next to the town and its beaches. It exports grain and spodumene, and imports fuel and fertiliser. Because the town is so close, keeping dust in matters here above all: in the past, lead dust from cargo handled at the port contaminated parts of Esperance. Report any dust you see escaping, and any spill or leak, straight away, and follow the rules for fuel and other dangerous goods wherever they are signposted.',
          points: [
            'A deep-water port next to the town and its beaches.',
            'Grain and spodumene exports; fuel and fertiliser imports.',
            'Dust must be kept in: report any dust escaping, any spill or leak.',
            'Follow the signposted rules for fuel and dangerous goods.',
          ],
        },
      ],
      questions: [
        {
          type: 'radio',
          text: 'At the Port of Albany, who may enter a grain silo or hopper?',
          options: [
            { value: 1, label: 'Anyone working at the port' },
            { value: 2, label: 'Only trained workers with a permit for that confined space' },
            { value: 3, label: 'Anyone, as long as someone watches from outside' },
          ],
          correct: [2],
          slides: [1],
        },
        {
          type: 'radio',
          text: 'At the Port of Esperance, you see dust escaping from a cargo shed. What do you do?',
          options: [
            { value: 1, label: 'Report it straight away' },
            { value: 2, label: 'Nothing: dust is normal at a port' },
            { value: 3, label: 'Mention it at the end of the week' },
          ],
          correct: [1],
          slides: [2],
        },
        {
          type: 'radio',
          text: 'At the Port of Bunbury, why keep out of the areas marked for caustic soda unless your work is there?',
          options: [
            { value: 1, label: 'It is corrosive' },
            { value: 2, label: 'It is a food product' },
            { value: 3, label: 'Those areas are for visitors' },
          ],
          correct: [1],
          slides: [0],
        },
        {
          type: 'declaration',
          text: 'I declare that I have understood the Southern Ports rules for Bunbury, Albany and Esperance and will follow them.',
          options: AGREE,
          correct: [1],
        },
      ],
    },
  ],
};

// Programme 2, the ASIC's induction (issue 39: an airport's applicants were given the MSIC induction). It follows the
// Aviation Transport Security Act 2004 and the Aviation Transport Security Regulations 2005 and what issuing bodies
// publish for ASIC holders; what an airport's security programme decides is left to the airport's own induction.
const asicInduction = {
  id: 2,
  name: 'ASIC security awareness induction',
  modules: [
    {
      title: 'The ASIC and the law behind it',
      slides: [
        {
          title: 'Welcome',
          text: 'Welcome to the Aviation Security Identification Card induction. It takes about five minutes and has three short modules. Each slide has narration, a picture and a written transcript, and you can pause at any time. Listen to every slide of a module, then answer its questions. If the audio cannot play, read each slide instead: the player tells you when you can move on. You can leave and come back, and we keep your place. When you finish, you can download a certificate of completion.',
          points: ['Three short modules, about five minutes in all.', 'Listen to every slide of a module, then answer its questions.', 'Your place is kept; a certificate follows the last module.'],
        },
        {
          title: 'What an ASIC is',
          text: 'An ASIC, or Aviation Security Identification Card, shows that you have passed a background check and that your work gives you an operational need to be in the secure areas of a security controlled airport without an escort. The card carries your photograph, your name, a card number and its expiry date. It is not an access card. Holding an ASIC does not open any door: the airport operator still decides who may enter its secure areas, and when. The card tells the airport that you have been checked.',
          points: ['The ASIC shows that you passed a background check and have an operational need.', 'It carries your photograph, name, card number and expiry date.', 'It is not an access card: the airport decides who enters its secure areas.'],
          figure: {
            file: 'asic-card.svg',
            alt: "An illustration of an ASIC, not the real design: the words Aviation Security Identification Card across the top, the holder's photograph on the left, and on the right the holder's name, a card number and an expiry date.",
          },
        },
        {
          title: 'The law behind the card',
          nav: 'The law',
          text: 'The ASIC scheme is part of Australia\'s aviation security framework. Its base is the Aviation Transport Security Act 2004, with the Aviation Transport Security Regulations 2005 made under it. Their purpose is to safeguard civil aviation against unlawful interference. The Department of Home Affairs regulates aviation security. AusCheck, part of the same department, coordinates your background check. Your issuing body takes your application, issues your card and is who you report to about it. The airport operator works to its transport security program and controls its secure areas.',
          points: ['Aviation Transport Security Act 2004 and its Regulations 2005.', 'Home Affairs regulates; AusCheck coordinates the background check.', 'Your issuing body issues the card; the airport controls its secure areas.'],
        },
      ],
      questions: [
        {
          type: 'radio',
          text: 'What does an ASIC show about the person who holds it?',
          options: [
            { value: 1, label: 'That they work for an airline' },
            { value: 2, label: 'That they passed a background check and have an operational need to be in the secure areas of a security controlled airport' },
            { value: 3, label: 'That they may go anywhere at any airport' },
          ],
          correct: [2],
          slides: [1],
        },
        {
          type: 'radio',
          text: 'Which law sets up the aviation security framework and the ASIC?',
          options: [
            { value: 1, label: 'The Aviation Transport Security Act 2004 and its Regulations' },
            { value: 2, label: 'The Maritime Transport and Offshore Facilities Security Act 2003' },
            { value: 3, label: 'The Civil Aviation Act 1988 alone' },
          ],
          correct: [1],
          slides: [2],
        },
      ],
    },
    {
      title: 'Secure areas and your card',
      slides: [
        {
          title: 'Airside and landside security zones',
          nav: 'Security zones',
          text: 'A security controlled airport has secure areas. The airside security zone covers the runways, taxiways and aprons where aircraft move and park; you reach it through a screening point or a controlled gate. A landside security zone covers places on the public side that need protecting, such as baggage handling and cargo areas. Fences, doors, signs and screening mark where each zone begins. Enter only through an access point, one person at a time, and never hold a door open for someone you do not know.',
          points: ['Airside security zone: runways, taxiways and aprons.', 'Landside security zones: places such as baggage and cargo areas.', 'Enter only through an access point, one at a time.'],
          figure: {
            file: 'airport-zones.svg',
            alt: "An example airport, not to scale: the runway and the aprons form the airside security zone, fenced, reached through a screening point in the terminal. Beside the terminal's public hall, the baggage and cargo areas form a landside security zone. The car park and the road are outside every zone.",
          },
        },
        {
          title: 'Displaying your ASIC',
          nav: 'Displaying your card',
          text: 'While you are in a secure area you must display your ASIC. Wear it on the front or the side of your body, above the waist, with the whole front of the card visible. A card hanging below the waist, turned round or under a jacket is not displayed. Never lend your card to anyone, and never use another person\'s card. If you see someone in a secure area without a card on display, ask them to show it, or tell airport security.',
          points: ['Display it above the waist, at the front or side, the whole front visible.', 'Never lend or borrow a card.', 'No card on display? Ask, or tell airport security.'],
          figure: {
            file: 'asic-display.svg',
            alt: 'Two workers side by side. On the left, marked right, the card is clipped to the front of the shirt above the waist with its whole front visible. On the right, marked wrong, the card hangs below the waist, turned round.',
          },
        },
        {
          title: 'Escorting a visitor',
          nav: 'Escorting',
          text: 'A person who needs to be in a secure area only now and then may enter with a visitor identification card, when an ASIC holder escorts them. If you escort a visitor, keep them in sight and within reach the whole time, take them only where their visit needs them, and make sure they leave with you. The airport\'s own rules say how many visitors one person may escort.',
          points: ['A visitor wears a visitor identification card and is escorted by an ASIC holder.', 'Keep the visitor in sight the whole time.', 'The airport decides how many visitors you may escort.'],
        },
      ],
      questions: [
        {
          type: 'radio',
          text: 'How do you display your ASIC in a secure area?',
          options: [
            { value: 1, label: 'In a pocket, ready to show when asked' },
            { value: 2, label: 'On the front or side of your body, above the waist, with the whole front visible' },
            { value: 3, label: 'On a lanyard below the waist' },
          ],
          correct: [2],
          slides: [1],
        },
        {
          type: 'checkbox',
          text: 'Which parts of an airport can be security zones? Select every answer that applies.',
          options: [
            { value: 1, label: 'The runways, taxiways and aprons (airside)' },
            { value: 2, label: 'Baggage handling and cargo areas (landside)' },
            { value: 3, label: 'The public car park' },
          ],
          correct: [1, 2],
          slides: [0],
        },
      ],
    },
    {
      title: 'Reporting and your obligations',
      slides: [
        {
          title: 'What to report, and when',
          nav: 'What to report',
          text: 'If your ASIC is lost, stolen or destroyed, you must tell your issuing body within seven days. If you are convicted of an aviation-security-relevant offence, you must tell your issuing body within seven days as well. When your card expires or is cancelled, or you no longer need it, return it to your issuing body within one month. Keep your details up to date with them too.',
          points: ['Lost, stolen or destroyed card: tell your issuing body within 7 days.', 'An aviation-security-relevant conviction: within 7 days.', 'An expired, cancelled or unneeded card goes back within one month.'],
        },
        {
          title: 'Suspicious behaviour and who to call',
          nav: 'Who to call',
          text: 'Look out for people filming security points, bags left alone, damaged fences and anyone without a card who follows you through a door. Do not confront anyone. In an emergency call triple zero. Report a security concern at work to the airport\'s security staff or your supervisor. Report possible signs of terrorism to the National Security Hotline on 1800 123 400, at any time.',
          points: ['Do not confront: report.', 'Emergency: 000. At work: airport security or your supervisor.', 'Possible terrorism: National Security Hotline, 1800 123 400.'],
          figure: {
            file: 'airport-who-to-call.svg',
            alt: "Four boxes: 000 for an emergency or immediate danger; the airport's security staff, or your supervisor, for a security concern at work; the National Security Hotline, 1800 123 400, for possible signs of terrorism, at any time; your issuing body, within 7 days, for a lost, stolen or destroyed ASIC.",
          },
        },
      ],
      questions: [
        {
          type: 'radio',
          text: 'Your ASIC is stolen. By when must you tell your issuing body?',
          options: [
            { value: 1, label: 'Within seven days' },
            { value: 2, label: 'When the card expires' },
            { value: 3, label: 'There is no need: the card cannot open doors' },
          ],
          correct: [1],
          slides: [0],
        },
        {
          type: 'declaration',
          text: 'I declare that I have understood my obligations as an ASIC holder and will follow them.',
          options: AGREE,
          correct: [1],
        },
      ],
    },
  ],
};

export const PROGRAMMES = [msicInduction, asicInduction, southernPortsInduction];
