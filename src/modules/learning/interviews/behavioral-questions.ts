/** Behavioural interview questions, our own (issue 16): open questions with what a strong answer covers. */
export type InterviewDifficulty = 'easy' | 'medium' | 'hard';

export interface BehavioralQuestion {
  /** Stable id, 'b01'…; never renumber: sessions store them. */
  id: string;
  question: string;
  /**
   * e.g. 'Teamwork', 'Conflict', 'Leadership', 'Failure', 'Prioritisation', 'Customer focus', 'Adaptability', 'Communication',
   * 'Motivation', 'Ethics'
   */
  category: string;
  difficulty: InterviewDifficulty;
  /** What a strong answer covers (STAR prompts), 2–4 sentences of plain text, shown by "Show answer". */
  guidance: string;
}

export const BEHAVIORAL_QUESTIONS: readonly BehavioralQuestion[] = [
  {
    id: 'b01',
    question: 'Tell me about a time you worked as part of a team to reach a shared goal.',
    category: 'Teamwork',
    difficulty: 'easy',
    guidance:
      'Set the scene briefly: the goal, who was on the team and what your role was (Situation, Task). ' +
      'Spend most of the answer on what you personally did, such as sharing information, covering a gap or supporting a teammate, ' +
      'and say "I" rather than "we" for your own actions (Action). ' +
      'Finish with the outcome and what the experience taught you about working with others (Result).',
  },
  {
    id: 'b02',
    question: 'Describe a time you had to depend on a colleague whose way of working was very different from yours.',
    category: 'Teamwork',
    difficulty: 'medium',
    guidance:
      'Explain the difference in working styles without criticising the other person (Situation). ' +
      'Show how you found out what they needed and adjusted your own approach, for example agreeing on deadlines, check-ins or who ' +
      'does what (Action). ' +
      'Describe the result and how the difference ended up helping the work (Result).',
  },
  {
    id: 'b03',
    question: 'Tell me about a time your team was falling short of a goal and you helped turn it around without being in charge.',
    category: 'Teamwork',
    difficulty: 'hard',
    guidance:
      'Describe the goal, how far behind the team was and why it mattered (Situation, Task). ' +
      'Explain how you spotted the cause and influenced others without formal authority, for example by offering data, proposing a ' +
      'fix or taking on extra work (Action). ' +
      'Quantify the turnaround if you can, credit others fairly and say what you would repeat next time (Result).',
  },
  {
    id: 'b04',
    question: 'Tell me about a time you disagreed with a colleague. How did you handle it?',
    category: 'Conflict',
    difficulty: 'easy',
    guidance:
      'Choose a real but professional disagreement about the work, not personalities (Situation). ' +
      'Show that you listened to understand their view, explained yours calmly with facts and looked for common ground (Action). ' +
      'Say how it was resolved and what it did for the working relationship; it is fine if you did not win the argument (Result).',
  },
  {
    id: 'b05',
    question: 'Describe a situation where you had to work closely with someone you found difficult.',
    category: 'Conflict',
    difficulty: 'medium',
    guidance:
      'Describe the behaviour that made it difficult in neutral terms and why you still needed to work together (Situation, Task). ' +
      'Explain the steps you took, such as a private conversation, clarifying expectations or changing how you communicated, and ' +
      'how you stayed professional (Action). ' +
      'Close with the result and what you learned about handling tension (Result).',
  },
  {
    id: 'b06',
    question: 'Tell me about a time you challenged a decision made by your manager or someone more senior.',
    category: 'Conflict',
    difficulty: 'hard',
    guidance:
      'Explain the decision and why you believed it was a risk to people, quality or goals (Situation). ' +
      'Show that you checked your facts, raised the concern privately and respectfully, and offered an alternative rather than ' +
      'just an objection (Action). ' +
      'Say what happened next, including how you supported the final decision if it stood, and what you learned about influencing ' +
      'upwards (Result).',
  },
  {
    id: 'b07',
    question: 'Give an example of a time you took the initiative without being asked.',
    category: 'Leadership',
    difficulty: 'easy',
    guidance:
      'Describe the problem or opportunity you noticed and why nobody was dealing with it (Situation). ' +
      'Explain what you did, who you involved and how you made sure you were not overstepping your role (Action). ' +
      'Share the concrete benefit, such as time saved, errors avoided or people helped (Result).',
  },
  {
    id: 'b08',
    question: 'Tell me about a time you helped a new colleague, trainee or student get up to speed.',
    category: 'Leadership',
    difficulty: 'medium',
    guidance:
      'Say who you were helping and what they needed to learn (Situation, Task). ' +
      'Describe how you adapted your support to them, for example by demonstrating first, checking understanding and gradually ' +
      'stepping back (Action). ' +
      'Finish with how quickly they became independent and what you learned about teaching others (Result).',
  },
  {
    id: 'b09',
    question: 'Describe a time you had to lead people through a change they did not want.',
    category: 'Leadership',
    difficulty: 'hard',
    guidance:
      'Explain the change, why it was needed and why people resisted it (Situation, Task). ' +
      'Show how you communicated the reasons honestly, listened to concerns, involved people in how it was implemented and ' +
      'supported those who struggled (Action). ' +
      'Describe the outcome and how morale and performance were afterwards, including anything you would do differently (Result).',
  },
  {
    id: 'b10',
    question: 'Tell me about a mistake you made at work or in your studies and what you did about it.',
    category: 'Failure',
    difficulty: 'easy',
    guidance:
      'Pick a genuine mistake that is not trivial but was recoverable (Situation). ' +
      'Show that you owned it quickly, told the right people and fixed or limited the impact (Action). ' +
      'End with what changed afterwards, such as a checklist or habit that stops it happening again (Result).',
  },
  {
    id: 'b11',
    question: 'Describe a goal you set for yourself that you did not achieve. What would you do differently?',
    category: 'Failure',
    difficulty: 'medium',
    guidance:
      'Describe the goal and why it mattered to you (Situation, Task). ' +
      'Explain honestly what you did and where your plan or effort fell short, without blaming circumstances (Action). ' +
      'Focus on the lesson and show how you have applied it since (Result).',
  },
  {
    id: 'b12',
    question: 'Tell me about a time a decision you made had a negative effect on other people. How did you take responsibility?',
    category: 'Failure',
    difficulty: 'hard',
    guidance:
      'Explain the decision, the reasoning at the time and who was affected (Situation). ' +
      'Show how you acknowledged the impact openly, apologised where appropriate and worked to repair the damage (Action). ' +
      'Describe what you learned about making decisions that affect others and how you now check for that risk (Result).',
  },
  {
    id: 'b13',
    question: 'How do you organise your work when several tasks are due at the same time? Give an example.',
    category: 'Prioritisation',
    difficulty: 'easy',
    guidance:
      'Use a real example with specific tasks and deadlines (Situation). ' +
      'Explain how you judged urgency and importance, planned the order and kept others informed if something had to wait ' +
      '(Action). ' +
      'Say whether everything was delivered and what system you still use, such as a list or calendar blocking (Result).',
  },
  {
    id: 'b14',
    question: 'Tell me about a time you had to meet a tight deadline with limited time, people or resources.',
    category: 'Prioritisation',
    difficulty: 'medium',
    guidance:
      'Set out the deadline, the constraint and what was at stake (Situation, Task). ' +
      'Describe how you focused on what mattered most, cut or simplified the rest, and asked for help or renegotiated early where ' +
      'needed (Action). ' +
      'Share the result and any trade-offs you made knowingly (Result).',
  },
  {
    id: 'b15',
    question: 'Describe a time you had to say no to, or push back on, a request because of competing priorities.',
    category: 'Prioritisation',
    difficulty: 'hard',
    guidance:
      'Explain the request, who made it and what it conflicted with (Situation). ' +
      'Show how you weighed the options, explained the trade-off clearly and offered alternatives such as a later date or reduced ' +
      'scope (Action). ' +
      'Describe how the person responded and how the relationship and the work turned out (Result).',
  },
  {
    id: 'b16',
    question: 'Tell me about a time you went out of your way to help a customer, client, patient or anyone you were serving.',
    category: 'Customer focus',
    difficulty: 'easy',
    guidance:
      'Describe the person, what they needed and why it went beyond the usual (Situation). ' +
      'Explain the specific extra steps you took and how you stayed within policy (Action). ' +
      'Share how the person responded and any wider benefit, such as repeat business or a process you improved (Result).',
  },
  {
    id: 'b17',
    question: 'Describe a time you dealt with an upset or dissatisfied customer, client or member of the public.',
    category: 'Customer focus',
    difficulty: 'medium',
    guidance:
      'Outline what had gone wrong and how the person was feeling (Situation). ' +
      'Show how you stayed calm, listened, acknowledged their frustration and took ownership of a solution or a clear next step ' +
      '(Action). ' +
      'Describe how it ended and what you did to prevent the same problem for others (Result).',
  },
  {
    id: 'b18',
    question: 'Tell me about a time what someone you served asked for was not what they needed, or was something you could not provide.',
    category: 'Customer focus',
    difficulty: 'hard',
    guidance:
      'Explain the request and why it was not possible or not in their best interest (Situation). ' +
      'Show how you asked questions to understand the underlying need, explained your reasons honestly and offered a better or ' +
      'alternative option (Action). ' +
      'Describe the outcome and how you kept their trust even though you said no (Result).',
  },
  {
    id: 'b19',
    question: 'Tell me about a time your plans changed at short notice. How did you adapt?',
    category: 'Adaptability',
    difficulty: 'easy',
    guidance:
      'Describe what changed and how it affected your work (Situation). ' +
      'Explain how you reassessed priorities, adjusted your plan and kept others informed (Action). ' +
      'Share the outcome and show that you stayed positive and productive under uncertainty (Result).',
  },
  {
    id: 'b20',
    question: 'Describe a time you had to learn a new skill, tool or procedure quickly.',
    category: 'Adaptability',
    difficulty: 'medium',
    guidance:
      'Say what you had to learn, why and how little time you had (Situation, Task). ' +
      'Describe how you learned, for example by finding good resources, asking experts and practising on real tasks (Action). ' +
      'Finish with how soon you were effective and how you have used the skill since (Result).',
  },
  {
    id: 'b21',
    question: 'Tell me about a time you had to make an important decision without all the information you wanted.',
    category: 'Adaptability',
    difficulty: 'hard',
    guidance:
      'Explain the decision, what was unknown and why you could not wait (Situation). ' +
      'Show how you gathered what you could, weighed the risks, consulted the right people and made the decision reversible where ' +
      'possible (Action). ' +
      'Describe the outcome, how you followed up as more information arrived and what you learned (Result).',
  },
  {
    id: 'b22',
    question: 'Give an example of a time you explained something complicated to someone without your background.',
    category: 'Communication',
    difficulty: 'easy',
    guidance:
      'Describe the topic and who needed to understand it (Situation). ' +
      'Explain how you adapted your message, for example by avoiding jargon, using an analogy or example, and checking ' +
      'understanding (Action). ' +
      'Share how you knew it had worked, such as a correct decision or fewer follow-up questions (Result).',
  },
  {
    id: 'b23',
    question: 'Tell me about a time a misunderstanding caused a problem. How did you resolve it?',
    category: 'Communication',
    difficulty: 'medium',
    guidance:
      'Describe the misunderstanding and its impact (Situation). ' +
      'Show how you clarified what had happened without blaming anyone and agreed on the correct information or next steps ' +
      '(Action). ' +
      'End with how you changed your communication afterwards, such as confirming key points in writing (Result).',
  },
  {
    id: 'b24',
    question: 'Describe a time you had to deliver bad news or difficult feedback to someone.',
    category: 'Communication',
    difficulty: 'hard',
    guidance:
      'Explain the news or feedback and why it had to be given (Situation, Task). ' +
      'Show how you prepared, chose the right time and place, were direct but kind, and focused on facts and next steps (Action). ' +
      'Describe how the person reacted and what happened afterwards (Result).',
  },
  {
    id: 'b25',
    question: 'Tell me about an accomplishment you are proud of.',
    category: 'Motivation',
    difficulty: 'easy',
    guidance:
      'Choose an achievement relevant to the role and explain why it was challenging (Situation, Task). ' +
      'Describe the effort and decisions that were yours (Action). ' +
      'Explain the result and why it matters to you, which shows the interviewer what motivates you (Result).',
  },
  {
    id: 'b26',
    question: 'Describe a time you kept yourself motivated during repetitive, difficult or unrewarding work.',
    category: 'Motivation',
    difficulty: 'medium',
    guidance:
      'Describe the work honestly and why it was hard to stay engaged (Situation). ' +
      'Explain the strategies you used, such as setting small goals, finding ways to improve the task or remembering who benefited ' +
      '(Action). ' +
      'Share the result and how reliable you remained throughout (Result).',
  },
  {
    id: 'b27',
    question: 'Tell me about a time you went beyond your job description to improve how things were done.',
    category: 'Motivation',
    difficulty: 'hard',
    guidance:
      'Describe the inefficiency or problem you noticed and why it mattered (Situation). ' +
      'Explain how you built the case for a change, got agreement and made it happen on top of your normal work (Action). ' +
      'Quantify the improvement where possible and say whether the change was adopted more widely (Result).',
  },
  {
    id: 'b28',
    question: 'How have you handled confidential or sensitive information in a previous role, placement or course?',
    category: 'Ethics',
    difficulty: 'easy',
    guidance:
      'Give a specific example of the kind of information and who was allowed to see it (Situation). ' +
      'Describe the practical steps you took to protect it, such as limiting access, not discussing it in public and following ' +
      'policy (Action). ' +
      'Show that you understand why confidentiality matters to the people involved (Result).',
  },
  {
    id: 'b29',
    question: 'Tell me about a time you were asked, or tempted, to cut a corner to save time. What did you do?',
    category: 'Ethics',
    difficulty: 'medium',
    guidance:
      'Describe the pressure and the shortcut that was on the table (Situation). ' +
      'Explain how you weighed the risks, raised the concern and found a way to meet the need without compromising safety, quality ' +
      'or rules (Action). ' +
      'Share the outcome and what it says about your standards (Result).',
  },
  {
    id: 'b30',
    question: 'Describe a time you noticed a colleague doing something unsafe, dishonest or against policy. What did you do?',
    category: 'Ethics',
    difficulty: 'hard',
    guidance:
      'Describe what you saw and why it was a problem, keeping details professional and anonymous (Situation). ' +
      'Show that you checked the facts and then raised it through the right channel, whether directly with the person, a manager ' +
      'or a formal process (Action). ' +
      'Describe the outcome and how you handled any awkwardness afterwards (Result).',
  },
];
