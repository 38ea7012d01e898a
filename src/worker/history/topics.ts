// The history domain's pushed views, read in pieces: the timeseries chart's history and the analysis charts' history.
import type { StreamingReader, TopicOf } from '../push/topic-reader';
import { readAnalysisHistoryTopic } from './analysis-history';
import { readHistoryTopic } from './pushed-history';

export const historyTopic: StreamingReader<TopicOf<'history'>> = {
  stream: (topic, push, signal) => readHistoryTopic(topic.tsIds, push, signal),
};

export const analysisHistoryTopic: StreamingReader<TopicOf<'analysis-history'>> = {
  stream: readAnalysisHistoryTopic,
};
