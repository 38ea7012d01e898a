// The analysis domain's pushed views, read in pieces: a round's table and its remarks.
import type { StreamingReader, TopicOf } from '../push/topic-reader';
import { readAnalysisRemarksTopic, readAnalysisTableTopic } from './analysis-views';

export const analysisTableTopic: StreamingReader<TopicOf<'analysis-table'>> = { stream: readAnalysisTableTopic };

export const analysisRemarksTopic: StreamingReader<TopicOf<'analysis-remarks'>> = { stream: readAnalysisRemarksTopic };
